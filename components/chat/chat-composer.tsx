"use client";

import { Send } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { CHAT_INPUT_MAX_CHARS } from "@/lib/romeo/client/transport";

/**
 * The message box of a chat: a blank message is never sent, text goes out trimmed, the box clears as
 * it goes, and input and send stay disabled while Romeo answers (docs/product.md).
 */
export function ChatComposer({
  placeholder,
  busy,
  onSend,
  autoFocus = false,
}: {
  placeholder: string;
  busy: boolean;
  onSend: (text: string) => void;
  autoFocus?: boolean;
}) {
  const [text, setText] = useState("");
  const ready = text.trim().length > 0 && !busy;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const message = text.trim();
    if (!message || busy) return;
    setText("");
    onSend(message);
  }

  return (
    <form onSubmit={submit} className="flex items-center gap-2 border-t border-brand-100 p-2">
      <input
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={placeholder}
        aria-label={placeholder}
        maxLength={CHAT_INPUT_MAX_CHARS}
        disabled={busy}
        // biome-ignore lint/a11y/noAutofocus: set only by the support chat, a dialog the person has just opened: focus moves into it with them
        autoFocus={autoFocus}
        className="h-10 min-w-0 flex-1 rounded-xl border border-brand-200 bg-white px-3 text-sm text-ink-900 outline-none placeholder:text-ink-600 focus-visible:border-brand-500 focus-visible:ring-[3px] focus-visible:ring-brand-500/30 disabled:opacity-60"
      />
      <Button type="submit" size="icon" disabled={!ready} aria-label="Send message">
        <Send aria-hidden />
      </Button>
    </form>
  );
}
