"use client";

import { Brain, Lightbulb, Lock, MessageSquareQuote, Sparkles, Zap } from "lucide-react";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { PremiumBadge } from "@/components/marketing/premium-badge";
import { Button } from "@/components/ui/button";
import { OfflineBadge } from "@/components/ui/offline-badge";
import { Textarea } from "@/components/ui/textarea";
import { MESSAGE_MAX_CHARS } from "@/lib/input-limits";
import { PATTERN_INTERRUPT_PREMIUM } from "@/lib/messages";
import type { PatternInterruptAnalysis } from "@/lib/pattern-interrupt/schemas";
import { TONES, type ToneId } from "@/lib/plans";
import { analytics } from "@/lib/platform/client/analytics";
import { apiRequest, RequestError } from "@/lib/platform/client/http";
import { notify } from "@/lib/platform/client/toast";

type Analysis = PatternInterruptAnalysis & { engine?: string };

const PLACEHOLDER = 'e.g. "Hey! How\'s your week going?"';

/**
 * The Pattern Interrupt Engine: what she may really mean, how to answer, and one fresh message to
 * send. Locked (anyone without Premium), it shows under a dimmed overlay that offers the upgrade.
 */
export default function PatternInterruptCard({
  locked,
  onUseTone,
}: {
  locked: boolean;
  /** "Use This Tone": the tool sets the tone and switches to the Replies tab. */
  onUseTone?: (tone: ToneId, message: string) => void;
}) {
  const router = useRouter();
  const [message, setMessage] = useState("");
  const [pending, setPending] = useState(false);
  const [analysis, setAnalysis] = useState<Analysis | null>(null);
  const [analysed, setAnalysed] = useState("");
  const field = useRef<HTMLTextAreaElement>(null);

  function requirePremium() {
    notify.error(PATTERN_INTERRUPT_PREMIUM.buttonTitle, { description: PATTERN_INTERRUPT_PREMIUM.buttonMessage });
    analytics.upgradeButtonClicked({ plan: "premium", source: "features" });
    router.push("/subscribe");
  }

  async function analyse(event: React.FormEvent) {
    event.preventDefault();
    if (locked) return requirePremium();
    const text = message.trim();
    if (!text) {
      notify.error("Message Required", { description: "Please enter her message to analyze" });
      field.current?.focus();
      return;
    }
    setPending(true);
    try {
      const result = await apiRequest<Analysis>("/api/pattern-interrupt", { method: "POST", body: { message: text } });
      setAnalysis(result);
      setAnalysed(text);
      analytics.patternInterruptUsed({ is_premium: true });
    } catch (error) {
      if (error instanceof RequestError && error.code === "premium_required") {
        notify.error(PATTERN_INTERRUPT_PREMIUM.title, { description: PATTERN_INTERRUPT_PREMIUM.message });
      } else {
        notify.error("Analysis Failed", {
          description: error instanceof Error && error.message ? error.message : "Failed to analyze message",
        });
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <section
      aria-labelledby="pattern-interrupt-title"
      className="relative rounded-2xl border border-brand-100 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="pattern-interrupt-title" className="flex items-center gap-2 text-2xl font-bold text-ink-900">
          <Zap className="size-6 text-amber-700" aria-hidden /> Pattern Interrupt Engine
        </h2>
        <div className="flex items-center gap-2">
          {analysis?.engine === "offline" && <OfflineBadge />}
          {locked && <PremiumBadge className="uppercase" />}
        </div>
      </div>
      <p className="mt-1 text-sm text-ink-600">
        Paste her message: see what she may really be saying, how an expert would answer, and one fresh reply that breaks the usual script.
      </p>

      <form onSubmit={analyse} className="mt-4 space-y-3" aria-hidden={locked || undefined} inert={locked || undefined}>
        <label htmlFor="pattern-interrupt-message" className="text-sm font-semibold text-ink-800">
          Paste Her Message
        </label>
        <Textarea
          id="pattern-interrupt-message"
          ref={field}
          rows={3}
          className="min-h-0"
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          placeholder={PLACEHOLDER}
          maxLength={MESSAGE_MAX_CHARS}
          disabled={locked}
        />
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={pending || locked}>
          <Sparkles aria-hidden /> {pending ? "Analyzing..." : "Analyze & Get Strategy"}
        </Button>
      </form>

      {analysis && !locked && <AnalysisResult analysis={analysis} onUseTone={(tone) => onUseTone?.(tone, analysed)} />}

      {locked && (
        <div className="absolute inset-0 grid place-items-center rounded-2xl bg-white/70 p-4 backdrop-blur-[2px]">
          <div className="max-w-sm rounded-2xl border border-brand-200 bg-white p-5 text-center shadow-lg">
            <Lock className="mx-auto size-6 text-brand-700" aria-hidden />
            <p className="mt-2 font-bold text-ink-900">Premium Feature - Unlock Pattern Interrupt Engine with Premium</p>
            <Button className="mt-4" onClick={requirePremium}>
              Unlock with Premium
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

function AnalysisResult({ analysis, onUseTone }: { analysis: Analysis; onUseTone: (tone: ToneId) => void }) {
  const tone = TONES[analysis.recommendedTone];
  return (
    <div className="mt-6 grid gap-4" aria-live="polite">
      <ResultSection icon={<Brain aria-hidden />} title="What She's Really Saying">
        <p>{analysis.hiddenMeaning}</p>
      </ResultSection>
      <ResultSection icon={<Lightbulb aria-hidden />} title="Expert Strategy">
        <p>{analysis.expertTip}</p>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p className="font-semibold text-ink-800">
            Recommended tone:{" "}
            <span className="text-brand-800">
              <span aria-hidden>{tone.emoji}</span> {tone.label}
            </span>
          </p>
          <Button size="sm" variant="outline" onClick={() => onUseTone(tone.id)}>
            Use This Tone
          </Button>
        </div>
      </ResultSection>
      <ResultSection icon={<MessageSquareQuote aria-hidden />} title="Pattern Interrupt Suggestion">
        <blockquote className="font-medium text-ink-900 italic">&ldquo;{analysis.patternInterrupt}&rdquo;</blockquote>
      </ResultSection>
    </div>
  );
}

function ResultSection({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-xl border border-brand-100 bg-brand-50/50 p-4 text-sm leading-relaxed text-ink-800">
      <h3 className="mb-1.5 flex items-center gap-2 text-base font-bold text-ink-900 [&_svg]:size-4 [&_svg]:text-brand-700">
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}
