import "server-only";
import type { Viewer } from "@/lib/account/viewer";
import { CHAT_CONTEXT_TURNS } from "@/lib/plans";
import { assertSafeToCoach } from "@/lib/reading/safety";
import { admitCoachMessage, coachHistory, recordCoachExchange } from "@/lib/romeo/coach/conversation";
import { herQuotedRail } from "@/lib/romeo/coach/her-words";
import { coachOffline, coachRailAnswer } from "@/lib/romeo/coach/offline";
import { COACH_SYSTEM_PROMPT } from "@/lib/romeo/coach/prompt";
import { answerChat, answerChatText, type ChatCall } from "@/lib/romeo/model";
import type { ChatTurn } from "@/lib/romeo/schemas";
import { chatStreamResponse, wantsChatStream } from "@/lib/romeo/stream-response";

// One message to Romeo Dating Coach, answered as the spec's JSON `{ response }` or, for the chat
// panels, as a UI message stream. Either way the exchange is kept once the answer is complete.

export async function replyAsCoach(viewer: Viewer, message: string, request: Request): Promise<Response> {
  await admitCoachMessage(viewer);
  assertSafeToCoach(message);
  const sentAt = new Date();
  const call = await coachCall(viewer, message, request.signal);
  const keep = async (answer: string, answeredAt: Date) => {
    if (viewer.userId && answer) await recordCoachExchange(viewer.userId, { message, sentAt, answer, answeredAt });
  };
  if (wantsChatStream(request)) return chatStreamResponse(answerChat(call), keep);
  const { engine, text } = await answerChatText(call);
  const answeredAt = new Date();
  await keep(text, answeredAt);
  return Response.json({ response: text, engine, createdAt: answeredAt.toISOString() }, { headers: { "Cache-Control": "no-store" } });
}

// Her message as he quotes it, read as the reply tool reads it (docs/reading.md, "Romeo").
const QUOTED_RAIL_NOTE = {
  boundary:
    "The message of hers he quotes reads as a no, news that ends it or a limit on how he texts: coach him to accept it kindly and let it be, with nothing that asks, invites or persuades.",
  care: "The message of hers he quotes reads as bad news or grief: coach care first, with no jokes, no plans and no advice she didn't ask for.",
  none: "",
} as const;

/** The call for Romeo's answer to `message`, with the recent conversation as context. */
async function coachCall(viewer: Viewer, message: string, signal?: AbortSignal): Promise<ChatCall> {
  // Premium without an account exists only under the QA tier override: it chats without a history.
  const history: ChatTurn[] = viewer.userId
    ? (await coachHistory(viewer.userId, CHAT_CONTEXT_TURNS)).map(({ role, content }) => ({ role, content }))
    : [];
  return {
    system: [COACH_SYSTEM_PROMPT, QUOTED_RAIL_NOTE[herQuotedRail(message) ?? "none"]].filter(Boolean).join("\n\n"),
    turns: [...history, { role: "user", content: message }],
    offline: () => coachOffline(message, history),
    // How to get past her no has one answer on every engine: respect it (docs/reading.md).
    fixed: coachRailAnswer(message, history),
    signal,
  };
}
