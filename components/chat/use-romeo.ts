"use client";

import type { Chat } from "@ai-sdk/react";
import { useChat } from "@ai-sdk/react";
import type { ThreadMessage } from "@/components/chat/chat-thread";
import { type RomeoMessage, textOf } from "@/lib/romeo/client/transport";

/** A Romeo chat as the panels render it: its messages, whether he is typing, and send. */
export function useRomeo(chat: Chat<RomeoMessage>) {
  const { messages, status, sendMessage } = useChat({ chat });
  const busy = status === "submitted" || status === "streaming";
  const last = messages.at(-1);
  const thread: ThreadMessage[] = messages
    .map((m) => ({
      id: m.id,
      from: m.role === "user" ? ("user" as const) : ("romeo" as const),
      text: textOf(m),
      at: m.metadata?.createdAt,
    }))
    .filter((m) => m.text);
  const typing = status === "submitted" || (status === "streaming" && (!last || last.role === "user" || !textOf(last)));
  const answered = [...messages].reverse().find((m) => m.role === "assistant" && m.metadata?.engine)?.metadata;
  const engine = answered?.engine ?? null;
  // The last answer came from the offline engine because the model's budget is spent for now.
  const aiBusy = answered?.aiBusy === true;

  function send(text: string) {
    void sendMessage({ text, metadata: { createdAt: new Date().toISOString() } });
  }

  return { thread, busy, typing, engine, aiBusy, send };
}
