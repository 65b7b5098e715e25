"use client";

import { Heart } from "lucide-react";
import { CoachConversation } from "@/components/chat/coach-conversation";
import { FloatingPanel } from "@/components/chat/floating-panel";

/** The floating Romeo Dating Coach, opened by the heart button. */
export default function CoachPanel({ onClose }: { onClose: () => void }) {
  return (
    <FloatingPanel
      title="Romeo Dating Coach"
      subtitle="The Online Dating Master"
      speaker="Dating coach"
      icon={<Heart className="size-5 fill-white" />}
      accent="bg-gradient-to-r from-red-600 to-pink-600"
      onClose={onClose}
    >
      <CoachConversation className="min-h-0 flex-1" />
    </FloatingPanel>
  );
}
