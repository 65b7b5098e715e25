"use client";

import { Sparkles } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { AboutSection } from "@/components/about/about-section";
import { FieldError, invalidProps } from "@/components/forms/field-error";
import { LanguageSelect } from "@/components/generator/language-select";
import { ThreadField } from "@/components/generator/thread-field";
import { TonePicker } from "@/components/generator/tone-picker";
import { ScreenshotPicker } from "@/components/screenshot/screenshot-picker";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { MESSAGE_MAX_CHARS } from "@/lib/input-limits";
import { type LanguageId, PLANS, type ToneId } from "@/lib/plans";

export interface GenerateFormValues {
  message: string;
  thread: string;
  tone: ToneId;
  language: LanguageId;
}

interface GenerateFormProps {
  values: GenerateFormValues;
  onChange: (patch: Partial<GenerateFormValues>) => void;
  onSubmit: () => void;
  onLockedTone: (tone: ToneId) => void;
  pending: boolean;
  isPremium: boolean;
  messageRef?: React.Ref<HTMLTextAreaElement>;
  /** What is wrong with her message, shown under the field. */
  messageError?: string | null;
  /** Why there are no free replies left; Generate waits, with the way to Premium beside it. */
  outOfReplies?: string | null;
  /** Screenshots he picked, for the reader to turn into her message and the thread. */
  onScreenshots: (files: File[]) => void;
  /** Changes when the reader filled the thread, to unfold it. */
  threadFilled?: number;
}

export function GenerateForm({
  values,
  onChange,
  onSubmit,
  onLockedTone,
  pending,
  isPremium,
  messageRef,
  messageError,
  outOfReplies,
  onScreenshots,
  threadFilled,
}: GenerateFormProps) {
  // A paste longer than the field keeps: the field keeps the first part, and says so.
  const [cutFrom, setCutFrom] = useState<number | null>(null);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (outOfReplies) return;
    onSubmit();
  }

  function onPaste(event: React.ClipboardEvent<HTMLTextAreaElement>) {
    const field = event.currentTarget;
    const pasted = event.clipboardData.getData("text").length;
    const after = field.value.length - (field.selectionEnd - field.selectionStart) + pasted;
    setCutFrom(after > MESSAGE_MAX_CHARS ? after : null);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-busy={pending}>
      <div className="space-y-1.5">
        <div className="flex flex-wrap items-end justify-between gap-x-3 gap-y-1">
          <Label htmlFor="her-message">Paste The Message She Sent You</Label>
          <ScreenshotPicker onFiles={onScreenshots} />
        </div>
        <Textarea
          id="her-message"
          ref={messageRef}
          value={values.message}
          onChange={(e) => {
            if (e.target.value.length < MESSAGE_MAX_CHARS) setCutFrom(null);
            onChange({ message: e.target.value });
          }}
          onPaste={onPaste}
          onKeyDown={(e) => {
            // Ctrl/Cmd+Enter sends, as in most chat apps.
            if (e.key === "Enter" && (e.metaKey || e.ctrlKey)) submit(e);
          }}
          maxLength={MESSAGE_MAX_CHARS}
          rows={4}
          placeholder="e.g. Haha okay, so what do you actually do for fun?"
          {...invalidProps("her-message", messageError, "her-message-count", cutFrom !== null && "her-message-cut")}
        />
        <FieldError controlId="her-message" message={messageError} />
        {cutFrom !== null && (
          <p id="her-message-cut" role="status" className="text-sm text-ink-700">
            That paste was {cutFrom.toLocaleString("en-US")} characters; Holla keeps the first {MESSAGE_MAX_CHARS.toLocaleString("en-US")}.
            Trim it to the part that matters.
          </p>
        )}
        <p id="her-message-count" className="text-right text-xs text-ink-600 tabular-nums">
          {values.message.length}/{MESSAGE_MAX_CHARS}
          <span className="sr-only"> characters</span>
        </p>
      </div>

      <ThreadField value={values.thread} onChange={(thread) => onChange({ thread })} revealed={threadFilled} />

      <AboutSection />

      <LanguageSelect value={values.language} onChange={(language) => onChange({ language })} />

      <TonePicker value={values.tone} onChange={(tone) => onChange({ tone })} onLocked={onLockedTone} isPremium={isPremium} />

      <div className="space-y-2">
        <Button
          type="submit"
          size="lg"
          className="w-full sm:w-auto"
          disabled={pending || !!outOfReplies}
          aria-describedby={outOfReplies ? "out-of-replies" : undefined}
        >
          <Sparkles aria-hidden />
          {pending ? "Generating..." : "Generate Replies"}
        </Button>
        {outOfReplies && (
          <p id="out-of-replies" className="text-sm text-ink-700">
            {outOfReplies}{" "}
            <Link href="/subscribe" className="font-semibold text-brand-700 underline underline-offset-4">
              Get {PLANS.premium.name}
            </Link>
          </p>
        )}
      </div>
    </form>
  );
}
