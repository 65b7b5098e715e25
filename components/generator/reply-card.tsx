"use client";

import { Bookmark, Check, Copy, Pencil, Share2 } from "lucide-react";
import { useId, useState, useSyncExternalStore } from "react";
import { ReplyRating } from "@/components/generator/reply-rating";
import { useCopy, writeClipboard } from "@/components/generator/use-copy";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { MESSAGE_MAX_CHARS } from "@/lib/input-limits";
import { type LanguageId, type PlanId, TONES, type ToneId } from "@/lib/plans";
import type { EngineId } from "@/lib/platform/ai/provider";
import { analytics } from "@/lib/platform/client/analytics";
import { notify } from "@/lib/platform/client/toast";
import { blanksComplete, fillBlanks, replyParts } from "@/lib/replies/blanks";
import { FILL_BLANK_HINT, MATCH_EXPLAINED, SCORE_LABEL } from "@/lib/replies/client/reading-text";
import { savedReplies } from "@/lib/saved-replies/client/store";
import { SAVE_LIMIT_TITLE, saveLimitDescription } from "@/lib/saved-replies/rules";

const CONFIDENCE_EXPLAINED =
  "The AI's own rating of this reply, 0-100: how relevant it is to her message, how well it fits the tone, and how natural it sounds. It is not a prediction of her answer.";

interface ReplyCardProps {
  number: number;
  reply: { reply: string; confidence?: number };
  tone: ToneId;
  language: LanguageId;
  engine: EngineId | null;
  /** False while the reply is still being written: the actions wait for it. */
  complete: boolean;
  /** Another set is being generated: the actions pause. */
  busy: boolean;
  plan: PlanId | null;
  /** The message this reply answers: kept with it when saved. */
  herMessage?: string;
}

export function ReplyCard({ number, reply, tone, language, engine, complete, busy, plan, herMessage }: ReplyCardProps) {
  const ready = complete && !busy;
  const [draft, setDraft] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [blanks, setBlanks] = useState<string[]>([]);
  const { copied, copy } = useCopy();
  const titleId = useId();
  const hintId = useId();
  // Once he edits, his text is the reply; until then the blanks he filled in complete it.
  const text = draft ?? fillBlanks(reply.reply, blanks);
  const unfilled = draft === null && complete && !blanksComplete(reply.reply, blanks);
  const offline = engine === "offline";
  const edited = draft !== null && draft.trim() !== reply.reply.trim();
  const saved = useSyncExternalStore(
    savedReplies.subscribe,
    () => savedReplies.find(text) ?? null,
    () => null,
  );
  const [saving, setSaving] = useState(false);

  async function onCopy() {
    if (await copy(text.trim())) analytics.replyCopied({ tone, reply_length: text.trim().length, edited, source: "generated" });
  }

  async function onSave() {
    setSaving(true);
    try {
      if (saved) {
        if (await savedReplies.remove(saved)) notify.success("Reply Deleted", { description: "Removed from your saved replies" });
        else notify.error("Delete Failed", { description: "We couldn't remove that reply. Please try again." });
        return;
      }
      const outcome = await savedReplies.save({ text, tone, language, ...(herMessage ? { herMessage } : {}) }, plan);
      if (outcome.ok) notify.success("Reply Saved!", { description: "Added to your saved replies collection" });
      else if (outcome.reason === "limit") notify.error(SAVE_LIMIT_TITLE, { description: saveLimitDescription() });
      else if (outcome.reason === "error") notify.error("Save Failed", { description: outcome.message });
    } finally {
      setSaving(false);
    }
  }

  async function onShare() {
    const shareText = text.trim();
    if (typeof navigator.share === "function") {
      analytics.shareClicked({ tone, method: "native" });
      try {
        await navigator.share({ text: shareText });
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
        notify.error("Share Failed", { description: "Sharing didn't work here. Use Copy instead." });
      }
      return;
    }
    analytics.shareClicked({ tone, method: "clipboard" });
    if (await writeClipboard(shareText))
      notify.success("Copied!", { description: "Sharing isn't available in this browser, so the reply is on your clipboard." });
    else notify.error("Copy Failed", { description: "Failed to copy reply to clipboard" });
  }

  return (
    <article aria-labelledby={titleId} className="rounded-2xl border border-brand-100 bg-white p-4 shadow-sm sm:p-5">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={titleId} className="font-semibold text-ink-900">
          <span aria-hidden>{TONES[tone].emoji}</span> {TONES[tone].label}
          <span className="sr-only"> reply {number}</span>
          {edited && <span className="ml-2 rounded-full bg-ink-100 px-2 py-0.5 text-xs font-medium text-ink-700">Edited</span>}
        </h4>
        {reply.confidence !== undefined ? (
          <p
            title={offline ? MATCH_EXPLAINED : CONFIDENCE_EXPLAINED}
            className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800"
          >
            {offline ? SCORE_LABEL.offline : SCORE_LABEL.model}: {Math.round(reply.confidence)}%
            <span className="sr-only">
              {offline
                ? " (how closely the built-in engine's checks matched this reply to her message)"
                : " (the AI's own rating of this reply)"}
            </span>
          </p>
        ) : (
          <p className="animate-pulse text-xs text-ink-600">Writing…</p>
        )}
      </header>

      {editing ? (
        <Textarea
          aria-label={`Edit reply ${number}`}
          value={text}
          onChange={(e) => setDraft(e.target.value)}
          maxLength={MESSAGE_MAX_CHARS}
          rows={3}
          autoFocus
          className="mt-3"
        />
      ) : draft === null && replyParts(reply.reply).some((p) => p.kind === "blank") ? (
        <p className="mt-3 text-base leading-relaxed whitespace-pre-wrap text-ink-900">
          {replyParts(reply.reply).map((part, i, parts) => {
            if (part.kind === "blank") {
              return (
                <Input
                  key={`blank-${part.index}`}
                  aria-label={`Fill in: ${part.hint}`}
                  placeholder={part.hint}
                  value={blanks[part.index] ?? ""}
                  onChange={(e) => setBlanks((values) => Object.assign([...values], { [part.index]: e.target.value }))}
                  maxLength={60}
                  className="mx-1 inline-block h-8 w-44 max-w-full align-baseline"
                />
              );
            }
            // Text only ever sits after a blank or at the start, so that names it (and keeps it as the reply streams in).
            const before = parts[i - 1];
            return <span key={before?.kind === "blank" ? `after-${before.index}` : "start"}>{part.text}</span>;
          })}
        </p>
      ) : (
        <p className="mt-3 text-base leading-relaxed whitespace-pre-wrap text-ink-900">{text}</p>
      )}
      {unfilled && (
        <p id={hintId} className="mt-2 text-sm text-ink-700">
          {FILL_BLANK_HINT}
        </p>
      )}

      <div className="mt-4 flex flex-wrap items-center gap-2">
        <Button
          type="button"
          size="sm"
          variant="secondary"
          onClick={() => void onCopy()}
          disabled={!ready || !text.trim() || unfilled}
          aria-describedby={unfilled ? hintId : undefined}
        >
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? "Copied!" : "Copy"}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => void onSave()}
          disabled={!ready || !text.trim() || saving || unfilled}
          aria-pressed={saved !== null}
          aria-label={saved !== null ? "Saved (remove from saved replies)" : "Save reply"}
        >
          {saved !== null ? <Check aria-hidden /> : <Bookmark aria-hidden />}
          {saved !== null ? "Saved" : "Save"}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => setEditing((e) => !e)} disabled={!ready} aria-expanded={editing}>
          <Pencil aria-hidden />
          {editing ? "Done" : "Edit"}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => void onShare()} disabled={!ready || !text.trim() || unfilled}>
          <Share2 aria-hidden />
          Share
        </Button>
        <div className="ml-auto">{complete && <ReplyRating tone={tone} language={language} engine={engine} />}</div>
      </div>
    </article>
  );
}
