"use client";

import { MessageCircle } from "lucide-react";
import { ChatComposer } from "@/components/chat/chat-composer";
import { ChatThread, type ThreadMessage } from "@/components/chat/chat-thread";
import { FloatingPanel } from "@/components/chat/floating-panel";
import { useRomeo } from "@/components/chat/use-romeo";
import { OfflineBadge } from "@/components/ui/offline-badge";
import { supportChat } from "@/lib/romeo/support/client/store";

export const SUPPORT_GREETING =
  "Hi, I'm Romeo, Holla's support assistant and an expert on Premium features and conversation psychology. Ask me about plans and billing, cancelling, refunds, privacy, or how to get the best replies.";

const GREETING: ThreadMessage = { id: "greeting", from: "romeo", text: SUPPORT_GREETING };

/** The support chat (everyone, every page), opened by the round purple button. */
export default function SupportPanel({ onClose }: { onClose: () => void }) {
  const { thread, busy, typing, engine, aiBusy, send } = useRomeo(supportChat());
  return (
    <FloatingPanel
      title="Romeo AI"
      subtitle="24/7 Support Assistant"
      speaker="Support"
      icon={<MessageCircle className="size-5" />}
      accent="bg-gradient-to-r from-brand-700 to-brand-500"
      onClose={onClose}
    >
      {engine === "offline" && <OfflineBadge busy={aiBusy} className="mx-3 mt-2 self-start" />}
      <ChatThread messages={[GREETING, ...thread]} typing={typing} className="min-h-0 flex-1" />
      <ChatComposer placeholder="Ask Romeo anything..." busy={busy} onSend={send} autoFocus />
    </FloatingPanel>
  );
}
