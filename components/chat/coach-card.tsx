"use client";

import { Heart } from "lucide-react";
import { CoachConversation } from "@/components/chat/coach-conversation";

/** The "Dating Coach" tab (Premium): Romeo embedded in the page. */
export default function CoachCard() {
  return (
    <section aria-labelledby="coach-title" className="space-y-3">
      <div>
        <h2 id="coach-title" className="flex items-center gap-2 text-2xl font-bold text-ink-900">
          <Heart className="size-6 fill-pink-500 text-pink-500" aria-hidden /> Chat With Romeo - The Online Dating Master
        </h2>
        <p className="mt-1 text-sm text-ink-600">
          Dating psychology, attraction and building real connections, one question at a time. Romeo is also one tap away on every page: the
          heart button at the bottom right.
        </p>
      </div>
      <CoachConversation embedded className="h-[28rem] rounded-2xl border border-brand-100 bg-white" />
    </section>
  );
}
