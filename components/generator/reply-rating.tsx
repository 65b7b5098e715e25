"use client";

import { useState } from "react";
import type { LanguageId, ToneId } from "@/lib/plans";
import type { EngineId } from "@/lib/platform/ai/provider";
import { analytics } from "@/lib/platform/client/analytics";
import { apiRequest } from "@/lib/platform/client/http";
import { notify } from "@/lib/platform/client/toast";
import { cn } from "@/lib/utils";

type Rating = 1 | -1;

const CHOICES: { value: Rating; emoji: string; label: string }[] = [
  { value: 1, emoji: "👍", label: "Good reply" },
  { value: -1, emoji: "👎", label: "Poor reply" },
];

/** 👍 / 👎, once per reply. Only the tone, language and engine are sent (no text). */
export function ReplyRating({ tone, language, engine }: { tone: ToneId; language: LanguageId; engine: EngineId | null }) {
  const [rating, setRating] = useState<Rating | null>(null);

  async function rate(value: Rating) {
    if (rating !== null || !engine) return;
    setRating(value);
    try {
      await apiRequest("/api/ratings", { method: "POST", body: { tone, language, engine, rating: value } });
      analytics.replyRated({ rating: value, tone, language, engine });
    } catch (error) {
      setRating(null);
      notify.error("Rating Failed", {
        description: error instanceof Error && error.message ? error.message : "Failed to save your rating",
      });
    }
  }

  return (
    <fieldset aria-label="Rate this reply" className="flex items-center gap-1">
      {CHOICES.map((choice) => {
        const chosen = rating === choice.value;
        return (
          <button
            key={choice.value}
            type="button"
            aria-label={choice.label}
            aria-pressed={chosen}
            disabled={rating !== null && !chosen}
            onClick={() => void rate(choice.value)}
            className={cn(
              "grid size-11 cursor-pointer place-items-center rounded-lg border text-base transition sm:size-8 outline-none focus-visible:ring-[3px] focus-visible:ring-brand-500/40 disabled:cursor-default disabled:opacity-40",
              chosen ? "border-brand-500 bg-brand-100" : "border-transparent hover:bg-brand-50",
              rating !== null && chosen && "cursor-default",
            )}
          >
            <span aria-hidden>{choice.emoji}</span>
          </button>
        );
      })}
      <span role="status" className="text-xs text-ink-600">
        {rating !== null ? "Thanks!" : ""}
      </span>
    </fieldset>
  );
}
