"use client";

import { Check, Copy, Trash2 } from "lucide-react";
import { useCopy } from "@/components/generator/use-copy";
import { Button } from "@/components/ui/button";
import { LANGUAGES, type PlanId, TONES } from "@/lib/plans";
import { analytics } from "@/lib/platform/client/analytics";
import { notify } from "@/lib/platform/client/toast";
import { savedReplies } from "@/lib/saved-replies/client/store";
import type { SavedReply } from "@/lib/saved-replies/rules";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

export function SavedReplyItem({ reply, plan }: { reply: SavedReply; plan: PlanId | null }) {
  const { copied, copy } = useCopy();
  const tone = TONES[reply.tone];

  async function onCopy() {
    if (await copy(reply.text))
      analytics.replyCopied({ tone: reply.tone, reply_length: reply.text.length, edited: false, source: "saved" });
  }

  async function onDelete() {
    if (!(await savedReplies.remove(reply))) {
      notify.error("Delete Failed", { description: "We couldn't remove that reply. Please try again." });
      return;
    }
    // A delete is one tap away from a mistake: the toast can put it back, her message included.
    const { text, tone, language, herMessage } = reply;
    notify.success("Reply Deleted", {
      description: "Removed from your saved replies",
      action: {
        label: "Undo",
        onClick: () =>
          void savedReplies.save({ text, tone, language, ...(herMessage ? { herMessage } : {}) }, plan, reply.timestamp).then((outcome) => {
            if (!outcome.ok) notify.error("Undo Failed", { description: "We couldn't put that reply back. Please save it again." });
          }),
      },
    });
  }

  return (
    <article className="rounded-2xl border border-brand-100 bg-white p-4 shadow-sm">
      <header className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
        <p className="font-semibold text-ink-900">
          <span aria-hidden>{tone.emoji}</span> {tone.label}
          {reply.language !== "en" && <span className="ml-2 font-normal text-ink-600">{LANGUAGES[reply.language].label}</span>}
        </p>
        <time dateTime={new Date(reply.timestamp).toISOString()} className="text-xs text-ink-600">
          {dateFormat.format(reply.timestamp)}
        </time>
      </header>
      {reply.herMessage && (
        <blockquote className="mt-2 line-clamp-3 border-l-2 border-brand-200 pl-3 text-sm text-ink-600">
          <span className="font-medium text-ink-700">She said: </span>
          {reply.herMessage}
        </blockquote>
      )}
      <p className="mt-2 leading-relaxed whitespace-pre-wrap text-ink-900">{reply.text}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="button" size="sm" variant="secondary" onClick={() => void onCopy()}>
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? "Copied!" : "Copy"}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => void onDelete()} aria-label="Delete saved reply">
          <Trash2 aria-hidden /> Delete
        </Button>
      </div>
    </article>
  );
}
