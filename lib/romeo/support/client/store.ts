import { Chat } from "@ai-sdk/react";
import { notify } from "@/lib/platform/client/toast";
import { type RomeoMessage, romeoTransport, textOf } from "@/lib/romeo/client/transport";

// The support chat's conversation lives for the tab (docs/architecture.md, "What the browser tab
// remembers"): closing and reopening the panel, moving to another page, even a full reload keep it,
// and nothing outlives the tab. It is the visitor's own words and Romeo's public answers; the server
// reads a copy of it only as quoted data.

const KEY = "holla:support-chat:v1";
const KEPT = 40;

let chat: Chat<RomeoMessage> | null = null;

function remembered(): RomeoMessage[] {
  try {
    const list: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? "[]");
    if (!Array.isArray(list)) return [];
    return list
      .filter(
        (m): m is { id: string; role: "user" | "assistant"; text: string; createdAt?: string } =>
          m &&
          typeof m.id === "string" &&
          (m.role === "user" || m.role === "assistant") &&
          typeof m.text === "string" &&
          m.text.length <= 8_000,
      )
      .slice(-KEPT)
      .map((m) => ({
        id: m.id,
        role: m.role,
        parts: [{ type: "text" as const, text: m.text }],
        ...(typeof m.createdAt === "string" ? { metadata: { createdAt: m.createdAt } } : {}),
      }));
  } catch {
    return [];
  }
}

function remember(messages: readonly RomeoMessage[]) {
  try {
    const kept = messages
      .slice(-KEPT)
      .map((m) => ({ id: m.id, role: m.role, text: textOf(m), createdAt: m.metadata?.createdAt }))
      .filter((m) => m.text && (m.role === "user" || m.role === "assistant"));
    window.sessionStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // Storage full or blocked: the chat still works for this page.
  }
}

export function supportChat(): Chat<RomeoMessage> {
  chat ??= new Chat<RomeoMessage>({
    id: "romeo-support",
    messages: remembered(),
    transport: romeoTransport("/api/romeo-chat", { withHistory: true }),
    onFinish: ({ messages }) => remember(messages),
    onError: (error) => notify.error("Chat Error", { description: error.message || "Failed to get response from Romeo" }),
  });
  return chat;
}
