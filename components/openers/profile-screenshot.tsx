"use client";

import { ImagePlus } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { SCREENSHOT_TEXTS } from "@/lib/screenshot/texts";

/**
 * Her profile from a screenshot, read on his device like a chat (docs/screenshot-reading.md): the text
 * goes into the profile box for him to check, never straight to the openers.
 */
export function ProfileScreenshot({ onText }: { onText: (text: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function read(file: File) {
    setProblem(null);
    if (!file.type.startsWith("image/")) return setProblem(SCREENSHOT_TEXTS.notAPicture);
    const controller = new AbortController();
    abort.current = controller;
    setPercent(0);
    try {
      const { readProfileText, ReadCancelled } = await import("@/lib/screenshot/client/read-screenshot");
      try {
        const text = await readProfileText(file, (share) => setPercent(Math.round(share * 100)), controller.signal);
        if (text) onText(text);
        else setProblem(SCREENSHOT_TEXTS.profileEmpty);
      } catch (error) {
        if (!(error instanceof ReadCancelled)) setProblem(SCREENSHOT_TEXTS.failed);
      }
    } finally {
      setPercent(null);
    }
  }

  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="outline" size="sm" disabled={percent !== null} onClick={() => input.current?.click()}>
          <ImagePlus aria-hidden />
          {SCREENSHOT_TEXTS.profilePick}
        </Button>
        {percent !== null && (
          <>
            <span role="status" className="text-sm text-ink-700 tabular-nums">
              {SCREENSHOT_TEXTS.readingProfile(percent)}
            </span>
            <Button type="button" variant="ghost" size="sm" onClick={() => abort.current?.abort()}>
              Cancel
            </Button>
          </>
        )}
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <input
        ref={input}
        type="file"
        accept="image/*"
        aria-label={SCREENSHOT_TEXTS.profilePick}
        className="hidden"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) void read(file);
        }}
      />
    </div>
  );
}
