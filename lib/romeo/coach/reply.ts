import "server-only";
import { NextResponse } from "next/server";
import { answerChat, answerChatText } from "@/lib/romeo/model";
import { assertSafeToCoach } from "@/lib/reading/safety";
import { admitCoachMessage, coachCall, recordCoachExchange } from "@/lib/romeo/coach/conversation";
import { chatStreamResponse, wantsChatStream } from "@/lib/romeo/stream-response";
import type { Viewer } from "@/lib/account/viewer";

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
  return NextResponse.json({ response: text, engine, createdAt: answeredAt.toISOString() }, { headers: { "Cache-Control": "no-store" } });
}
