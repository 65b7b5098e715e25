"use client";

import { Sparkles } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { LanguageSelect } from "@/components/generator/language-select";
import { ThreadField } from "@/components/generator/thread-field";
import { TonePicker } from "@/components/generator/tone-picker";
import { MESSAGE_MAX_CHARS } from "@/lib/generator/limits";
import type { LanguageId, ToneId } from "@/lib/plans";

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
}

export function GenerateForm({ values, onChange, onSubmit, onLockedTone, pending, isPremium, messageRef }: GenerateFormProps) {
  function submit(event: React.FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-busy={pending}>
      <div className="space-y-1.5">
        <Label htmlFor="her-message">Paste The Message She Sent You</Label>
        <Textarea
          id="her-message"
          ref={messageRef}
          value={values.message}
          onChange={(e) => onChange({ message: e.target.value })}
          onKeyDown={(e) => {
            // Ctrl/Cmd+Enter sends, as in most chat apps.
            if (e.key === "Enter" && (e.metaKey || e.ctrlKey)) submit(e);
          }}
          maxLength={MESSAGE_MAX_CHARS}
          rows={4}
          placeholder="e.g. Haha okay, so what do you actually do for fun?"
          aria-describedby="her-message-count"
        />
        <p id="her-message-count" className="text-right text-xs text-ink-600 tabular-nums">
          {values.message.length}/{MESSAGE_MAX_CHARS}
          <span className="sr-only"> characters</span>
        </p>
      </div>

      <ThreadField value={values.thread} onChange={(thread) => onChange({ thread })} />

      <LanguageSelect value={values.language} onChange={(language) => onChange({ language })} />

      <TonePicker value={values.tone} onChange={(tone) => onChange({ tone })} onLocked={onLockedTone} isPremium={isPremium} />

      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={pending}>
        <Sparkles aria-hidden />
        {pending ? "Generating..." : "Generate Replies"}
      </Button>
    </form>
  );
}
