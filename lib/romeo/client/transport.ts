import { DefaultChatTransport, type UIMessage } from "ai";
import { CHAT_MESSAGE_MAX_CHARS } from "@/lib/input-limits";
import type { ErrorCode } from "@/lib/messages";
import { RequestError, refusalOf } from "@/lib/platform/client/http";
import type { ChatTurn } from "@/lib/romeo/schemas";
import type { ChatMessageMetadata } from "@/lib/romeo/stream-response";

// The browser side of both Romeo chats, on the AI SDK's chat transport. The server keeps what it
// needs, so each request carries only the new message (and, for the support chat, a few recent
// turns); a refused request becomes a RequestError with the status and the server's own words.

export type RomeoMessage = UIMessage<ChatMessageMetadata>;

/** The server's own cap for one chat message. */
export const CHAT_INPUT_MAX_CHARS = CHAT_MESSAGE_MAX_CHARS;
/** Recent support-chat turns sent with a new message, so a follow-up question has its context. */
const SUPPORT_CONTEXT_TURNS = 6;

export function textOf(message: RomeoMessage): string {
  return message.parts.map((part) => (part.type === "text" ? part.text : "")).join("");
}

async function fetchOrThrow(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, init);
  if (!response.ok) {
    const { message, code } = await refusalOf(response);
    throw new RequestError(response.status, message, code);
  }
  return response;
}

function turnsOf(messages: RomeoMessage[]): ChatTurn[] {
  return messages
    .map((m): ChatTurn => ({ role: m.role === "user" ? "user" : "romeo", content: textOf(m).trim().slice(0, CHAT_INPUT_MAX_CHARS) }))
    .filter((t) => t.content);
}

export function romeoTransport(api: string, { withHistory = false } = {}) {
  return new DefaultChatTransport<RomeoMessage>({
    api,
    credentials: "include",
    headers: { Accept: "text/event-stream" },
    fetch: fetchOrThrow as typeof fetch,
    prepareSendMessagesRequest: ({ messages }) => {
      const turns = turnsOf(messages);
      const last = turns.at(-1);
      const message = last?.role === "user" ? last.content : "";
      return { body: withHistory ? { message, history: turns.slice(0, -1).slice(-SUPPORT_CONTEXT_TURNS) } : { message } };
    },
  });
}

export function refusalCodeOf(error: unknown): ErrorCode | null {
  return error instanceof RequestError ? error.code : null;
}
