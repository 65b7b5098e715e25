import { Chat } from "@ai-sdk/react";
import { notify } from "@/lib/toast";
import { romeoTransport, type RomeoMessage } from "@/lib/chat/client";

// The support chat's conversation lives for the page's lifetime (spec §3: memory only), so closing
// and reopening the panel, or moving to another page, keeps it.

let chat: Chat<RomeoMessage> | null = null;

export function supportChat(): Chat<RomeoMessage> {
  chat ??= new Chat<RomeoMessage>({
    id: "romeo-support",
    transport: romeoTransport("/api/romeo-chat", { withHistory: true }),
    onError: (error) => notify.error("Chat Error", { description: error.message || "Failed to get response from Romeo" }),
  });
  return chat;
}
