"use client";

import { RefreshCw, Sparkles } from "lucide-react";
import Link from "next/link";
import { useRef, useState } from "react";
import { FieldError, invalidProps } from "@/components/forms/field-error";
import { LanguageSelect } from "@/components/generator/language-select";
import { TonePicker } from "@/components/generator/tone-picker";
import { OpenerCard } from "@/components/openers/opener-card";
import { ProfileScreenshot } from "@/components/openers/profile-screenshot";
import { useOpeners } from "@/components/openers/use-openers";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { PROFILE_MAX_CHARS } from "@/lib/input-limits";
import { PROFILE_REQUIRED } from "@/lib/openers/protocol";
import { type LanguageId, PLANS, REPLIES_PER_GENERATION, TONES, type ToneId } from "@/lib/plans";
import { notify } from "@/lib/platform/client/toast";
import type { UsageResponse } from "@/lib/replies/protocol";
import { REGENERATE_COST } from "@/lib/replies/usage-text";
import { cn } from "@/lib/utils";

interface OpenersPanelProps {
  tone: ToneId;
  language: LanguageId;
  onChange: (patch: { tone?: ToneId; language?: LanguageId }) => void;
  onLockedTone: (tone: ToneId) => void;
  isPremium: boolean;
  usage: UsageResponse | null;
  outOfReplies: string | null;
  onUsage: (usage: UsageResponse) => void;
  onFailure: () => void;
}

/** "First message": her profile in, three openers out, each built on a different detail of it. */
export default function OpenersPanel({
  tone,
  language,
  onChange,
  onLockedTone,
  isPremium,
  usage,
  outOfReplies,
  onUsage,
  onFailure,
}: OpenersPanelProps) {
  // Her profile stays in this component only: never stored, not even in the tab.
  const [profile, setProfile] = useState("");
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const openers = useOpeners({ onUsage, onFailure });
  const set = openers.shown;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (outOfReplies) return;
    if (!profile.trim()) {
      setError(PROFILE_REQUIRED);
      notify.error("Profile Required", { description: PROFILE_REQUIRED });
      field.current?.focus();
      return;
    }
    if (TONES[tone].premium && !isPremium && usage) return onLockedTone(tone);
    void openers.generate({ profile: profile.trim(), tone, language });
  }

  return (
    <div className="space-y-6">
      <form onSubmit={submit} noValidate className="space-y-5" aria-busy={openers.pending}>
        <div className="space-y-1.5">
          <Label htmlFor="her-profile">Paste her profile</Label>
          <p id="her-profile-hint" className="text-sm text-ink-600">
            Her bio and prompts, e.g. "My simple pleasures: …". Holla doesn't keep it.
          </p>
          <ProfileScreenshot
            onText={(text) => {
              setProfile((current) => (current.trim() ? `${current.trim()}\n${text}` : text).slice(0, PROFILE_MAX_CHARS));
              setError(null);
              field.current?.focus();
            }}
          />
          <Textarea
            id="her-profile"
            ref={field}
            value={profile}
            onChange={(e) => {
              setProfile(e.target.value);
              if (e.target.value.trim()) setError(null);
            }}
            maxLength={PROFILE_MAX_CHARS}
            rows={6}
            placeholder={"e.g. Architect. Just back from Goa.\nMy simple pleasures: chai at 6am"}
            {...invalidProps("her-profile", error, "her-profile-hint", "her-profile-count")}
          />
          <FieldError controlId="her-profile" message={error} />
          <p id="her-profile-count" className="text-right text-xs text-ink-600 tabular-nums">
            {profile.length}/{PROFILE_MAX_CHARS}
            <span className="sr-only"> characters</span>
          </p>
        </div>
        <LanguageSelect value={language} onChange={(next) => onChange({ language: next })} />
        <TonePicker value={tone} onChange={(next) => onChange({ tone: next })} onLocked={onLockedTone} isPremium={isPremium} />
        <div className="space-y-2">
          <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={openers.pending || !!outOfReplies}>
            <Sparkles aria-hidden />
            {openers.pending ? "Writing..." : "Write Openers"}
          </Button>
          {outOfReplies && (
            <p className="text-sm text-ink-700">
              {outOfReplies}{" "}
              <Link href="/subscribe" className="font-semibold text-brand-700 underline underline-offset-4">
                Get {PLANS.premium.name}
              </Link>
            </p>
          )}
        </div>
      </form>

      <section aria-labelledby="openers-title" className={cn(!set && !openers.pending && "hidden")}>
        <p role="status" className="sr-only">
          {openers.pending ? "Writing your openers…" : set?.done ? `${set.openers.length} openers ready.` : ""}
        </p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="openers-title" className="text-lg font-bold text-ink-900">
            Your Openers
          </h3>
          {set?.done && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => void openers.regenerate()}
              disabled={openers.pending || !!outOfReplies}
            >
              <RefreshCw aria-hidden className={cn(openers.pending && "animate-spin")} />
              {openers.pending ? "Regenerating..." : "Regenerate"}
            </Button>
          )}
        </div>
        {set?.done && usage?.limit !== null && usage !== null && !outOfReplies && (
          <p className="mt-1 text-right text-xs text-ink-600">Regenerate {REGENERATE_COST}</p>
        )}
        <ul aria-label="Openers" aria-busy={openers.pending} className={cn("mt-3 space-y-3", openers.pending && set?.done && "opacity-60")}>
          {set
            ? set.openers.map((opener, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: an opener is its place in the set; the set's id renews the keys
                <li key={`${set.id}-${i}`}>
                  <OpenerCard
                    number={i + 1}
                    opener={opener}
                    tone={set.tone}
                    offline={set.engine === "offline"}
                    ready={set.done && !openers.pending}
                  />
                </li>
              ))
            : Array.from({ length: REPLIES_PER_GENERATION }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
                <li key={i} className="h-32 animate-pulse rounded-2xl border border-brand-100 bg-brand-50/60" />
              ))}
        </ul>
      </section>
    </div>
  );
}
