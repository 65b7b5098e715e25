import { Chat } from "@ai-sdk/react";
import { COACH_PREMIUM } from "@/lib/messages";
import { apiRequest, RequestError } from "@/lib/platform/client/http";
import { notify } from "@/lib/platform/client/toast";
import { type RomeoMessage, refusalCodeOf, romeoTransport } from "@/lib/romeo/client/transport";
import type { StoredChatMessage } from "@/lib/romeo/coach/conversation";

// One Romeo Dating Coach conversation per page, shared by the tab's card and the floating panel, so
// both always show the same messages. It starts from the account's kept history on the server.

let chat: Chat<RomeoMessage> | null = null;
let historyLoad: Promise<HistoryState> | null = null;

export type HistoryState = "ready" | "premium-required" | "failed";

function fromStored(message: StoredChatMessage): RomeoMessage {
  return {
    id: message.id,
    role: message.role === "romeo" ? "assistant" : "user",
    parts: [{ type: "text", text: message.content }],
    metadata: { createdAt: message.createdAt },
  };
}

export function coachChat(): Chat<RomeoMessage> {
  chat ??= new Chat<RomeoMessage>({
    id: "romeo-dating-coach",
    transport: romeoTransport("/api/romeo-dating-coach"),
    onError: (error) => {
      if (refusalCodeOf(error) === "premium_required") notify.error(COACH_PREMIUM.title, { description: COACH_PREMIUM.message });
      else notify.error("Connection Error", { description: error.message || "Failed to reach Romeo" });
    },
  });
  return chat;
}

/** Loads the kept conversation once per page (again after a failure). */
export function loadCoachHistory(): Promise<HistoryState> {
  historyLoad ??= apiRequest<{ messages: StoredChatMessage[] }>("/api/romeo-dating-coach/history")
    .then(({ messages }) => {
      const current = coachChat();
      // Anything sent before the history arrived stays after it.
      const stored = messages.map(fromStored);
      const known = new Set(stored.map((m) => m.id));
      current.messages = [...stored, ...current.messages.filter((m) => !known.has(m.id))];
      return "ready" as const;
    })
    .catch((error: unknown) => {
      historyLoad = null;
      return error instanceof RequestError && error.status === 401 ? ("premium-required" as const) : ("failed" as const);
    });
  return historyLoad;
}

export async function clearCoachHistory(): Promise<void> {
  await apiRequest("/api/romeo-dating-coach/history", { method: "DELETE" });
  coachChat().messages = [];
}
