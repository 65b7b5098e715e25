import "server-only";
import type { Viewer } from "@/lib/account/viewer";
import { LIMITS } from "@/lib/limits";
import { modelChoice } from "@/lib/platform/ai/provider";
import { enforceLimit, takeBudgets } from "@/lib/platform/rate-limit";
import { networkKey } from "@/lib/platform/request-ip";
import { answerChat, answerChatText } from "@/lib/romeo/model";
import type { ChatTurn } from "@/lib/romeo/schemas";
import { chatStreamResponse, wantsChatStream } from "@/lib/romeo/stream-response";
import { isAnswerable, retrieveForMessage } from "@/lib/romeo/support/knowledge";
import { answerSupportOffline } from "@/lib/romeo/support/offline";
import { buildSupportSystemPrompt, buildSupportUserPrompt } from "@/lib/romeo/support/prompt";
import { SITE } from "@/lib/site";

// Romeo, the support assistant (everyone): answers come from the site's own help, FAQ, pricing,
// refund and privacy words, retrieved for each question and handed to the model (or composed from
// them by the offline engine). Nothing is stored; the conversation lives in the visitor's tab, so the
// history a request carries is the browser's word for it, which anyone can write: it helps retrieval
// find what a follow-up refers to, and reaches the model only as quoted data in the visitor's turn.

export async function replyAsSupport(
  viewer: Viewer,
  input: { message: string; history?: ChatTurn[] },
  request: Request,
): Promise<Response> {
  // Per visitor (or account), and per address so that dropping the cookie is no way around it.
  await enforceLimit(LIMITS.supportPerVisitor, viewer.subject);
  await enforceLimit(LIMITS.supportPerAddress, viewer.ip);
  // The model's budgets, per network and for everyone, bound the bill; counted last so that what one
  // client's own ceilings refuse doesn't use them up. Past them the offline engine answers (it costs
  // nothing), labelled so: a flood from elsewhere never leaves a visitor without an answer.
  const aiBusy =
    !!modelChoice().model && !(await takeBudgets([[LIMITS.supportPerNetwork, networkKey(viewer.ip)], [LIMITS.supportEveryone]]));

  const history = input.history ?? [];
  const results = retrieveForMessage(input.message, history, 4);
  const call = {
    system: buildSupportSystemPrompt(isAnswerable(results) ? results : [], { email: SITE.mail.support, contactPage: "/contact" }),
    turns: [{ role: "user" as const, content: buildSupportUserPrompt(input.message, history) }],
    offline: () => answerSupportOffline(input.message, history, results),
    aiBusy,
    signal: request.signal,
  };
  if (wantsChatStream(request)) return chatStreamResponse(answerChat(call));
  const { text, ...engine } = await answerChatText(call);
  return Response.json({ response: text, ...engine }, { headers: { "Cache-Control": "no-store" } });
}
