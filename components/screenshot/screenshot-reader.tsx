"use client";

import { ImagePlus, Sparkles, Trash2, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { refusalOf } from "@/lib/platform/client/http";
import { ReadCancelled, readScreenshots } from "@/lib/screenshot/client/read-screenshot";
import { SCREENSHOT_TEXTS } from "@/lib/screenshot/texts";
import { joinScreens, type Turn } from "@/lib/screenshot/turns";

// The screenshot reader (docs/screenshot-reading.md): reads the pictures on the device, then shows what
// it read, bubble by bubble, for him to correct before anything is filled in. Nothing is used until he
// says "Use this"; reading costs no reply.

const READ_WITH_AI = "/api/read-screenshot";

type Status = { kind: "reading"; percent: number } | { kind: "ready"; note?: string } | { kind: "failed"; message: string };

interface Row extends Turn {
  id: number;
}

let nextId = 1;
const rows = (turns: readonly Turn[]): Row[] => turns.map((t) => ({ ...t, id: nextId++ }));

export default function ScreenshotReader({
  files,
  onUse,
  onClose,
}: {
  /** Every picture he has given the reader, in order; a longer list means more to read. */
  files: readonly File[];
  onUse: (turns: Turn[]) => void;
  onClose: () => void;
}) {
  const [turns, setTurns] = useState<Row[]>([]);
  const [status, setStatus] = useState<Status>({ kind: "reading", percent: 0 });
  const [aiAvailable, setAiAvailable] = useState(false);
  const [aiBusy, setAiBusy] = useState(false);
  const read = useRef(0);
  const abort = useRef<AbortController | null>(null);
  const more = useRef<HTMLInputElement>(null);
  const [extra, setExtra] = useState<File[]>([]);
  const all = [...files, ...extra];

  // Reads the pictures not read yet and adds their bubbles after the ones already there.
  const count = files.length + extra.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `count` says when there is more to read; `all` is new each render.
  useEffect(() => {
    const start = read.current;
    const fresh = all.slice(start);
    if (!fresh.length) return;
    read.current = all.length;
    const controller = new AbortController();
    abort.current = controller;
    let finished = false;
    setStatus({ kind: "reading", percent: 0 });
    if (fresh.some((file) => !file.type.startsWith("image/"))) {
      setStatus({ kind: "failed", message: SCREENSHOT_TEXTS.notAPicture });
      return;
    }
    readScreenshots(fresh, (share) => setStatus({ kind: "reading", percent: Math.round(share * 100) }), controller.signal)
      .then((found) => {
        finished = true;
        setTurns((current) => rows(joinScreens([current, found])));
        setStatus({ kind: "ready" });
      })
      .catch((error: unknown) => {
        finished = true;
        if (error instanceof ReadCancelled) return;
        console.warn("[screenshot] reading failed", error);
        const unreadable = error instanceof DOMException && error.name === "InvalidStateError";
        setStatus({ kind: "failed", message: unreadable ? SCREENSHOT_TEXTS.notAPicture : SCREENSHOT_TEXTS.failed });
      });
    // Closed (or remounted) while reading: stop, and leave these pictures unread for a next mount.
    return () => {
      if (!finished && !controller.signal.aborted) {
        controller.abort();
        read.current = start;
      }
    };
  }, [count]);

  // "Read with AI" only where the server has a model that sees pictures; it says so with a 200.
  useEffect(() => {
    fetch(READ_WITH_AI, { credentials: "include" })
      .then((response) => setAiAvailable(response.ok))
      .catch(() => setAiAvailable(false));
  }, []);

  async function readWithAi() {
    setAiBusy(true);
    try {
      const screens: Turn[][] = [];
      for (const file of all) {
        const response = await fetch(READ_WITH_AI, {
          method: "POST",
          credentials: "include",
          headers: { "Content-Type": file.type },
          body: file,
        });
        if (!response.ok) {
          const refusal = await refusalOf(response);
          // AI's budget for everyone is spent for now: the reading made on the phone stands, and says so.
          if (refusal.code === "busy" && turns.length) {
            setStatus({ kind: "ready", note: SCREENSHOT_TEXTS.aiBusyKeptDevice });
            return;
          }
          throw new Error(refusal.message);
        }
        screens.push(((await response.json()) as { turns: Turn[] }).turns);
      }
      setTurns(rows(joinScreens(screens)));
      setStatus({ kind: "ready" });
    } catch (error) {
      setStatus({ kind: "failed", message: error instanceof Error ? error.message : SCREENSHOT_TEXTS.failed });
    } finally {
      setAiBusy(false);
    }
  }

  function cancel() {
    abort.current?.abort();
    if (turns.length) setStatus({ kind: "ready" });
    else onClose();
  }

  const update = (id: number, patch: Partial<Turn>) => setTurns((list) => list.map((t) => (t.id === id ? { ...t, ...patch } : t)));
  const reading = status.kind === "reading";
  const usable = turns.some((t) => t.text.trim());

  return (
    <Dialog.Root open onOpenChange={(open) => !open && (reading ? cancel() : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50 backdrop-blur-sm" />
        <Dialog.Content
          aria-busy={reading}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-2xl bg-white shadow-xl outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[85dvh] sm:w-[min(36rem,calc(100%-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
        >
          <div className="flex items-start justify-between gap-3 border-b border-ink-100 p-4 sm:p-5">
            <div>
              <Dialog.Title className="text-lg font-bold text-ink-900">{SCREENSHOT_TEXTS.dialogTitle}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-ink-700">{SCREENSHOT_TEXTS.dialogHint}</Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button type="button" variant="ghost" size="icon" aria-label="Close" className="shrink-0">
                <X aria-hidden />
              </Button>
            </Dialog.Close>
          </div>

          <div className="min-h-0 flex-1 overflow-y-auto p-4 sm:p-5">
            {status.kind === "reading" && (
              <div className="mb-4 space-y-2">
                <p role="status" className="text-sm font-semibold text-ink-800 tabular-nums">
                  {SCREENSHOT_TEXTS.reading(status.percent)}
                </p>
                <div className="h-2 overflow-hidden rounded-full bg-brand-50" aria-hidden>
                  <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${status.percent}%` }} />
                </div>
                <Button type="button" variant="outline" size="sm" onClick={cancel}>
                  Cancel
                </Button>
              </div>
            )}
            {status.kind === "failed" && (
              <p role="alert" className="mb-4 rounded-xl bg-red-50 p-3 text-sm text-red-800">
                {status.message}
              </p>
            )}
            {status.kind === "ready" && status.note && (
              <p role="status" className="mb-4 rounded-xl bg-ink-50 p-3 text-sm text-ink-800">
                {status.note}
              </p>
            )}
            {status.kind === "ready" && !turns.length && (
              <p data-testid="screenshot-empty" className="mb-4 rounded-xl bg-ink-50 p-3 text-sm text-ink-800">
                {SCREENSHOT_TEXTS.empty}
              </p>
            )}
            {turns.length > 0 && (
              <ol className="space-y-3" aria-label="Messages read">
                {turns.map((turn, index) => (
                  <li
                    key={turn.id}
                    data-testid="screenshot-turn"
                    data-who={turn.who}
                    className={turn.who === "me" ? "pl-6 sm:pl-10" : "pr-6 sm:pr-10"}
                  >
                    <div className="mb-1 flex items-center justify-between gap-2">
                      <Button
                        type="button"
                        variant={turn.who === "her" ? "secondary" : "outline"}
                        size="sm"
                        className="min-w-11"
                        // The visible word starts the name, so voice control users can say what they see.
                        aria-label={`${turn.who === "her" ? "Her" : "Me"}: message ${index + 1}, tap to make it ${turn.who === "her" ? "yours" : "hers"}`}
                        onClick={() => update(turn.id, { who: turn.who === "her" ? "me" : "her" })}
                      >
                        {turn.who === "her" ? "Her" : "Me"}
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        aria-label={`Remove message ${index + 1}`}
                        onClick={() => setTurns((list) => list.filter((t) => t.id !== turn.id))}
                      >
                        <Trash2 aria-hidden />
                        Remove
                      </Button>
                    </div>
                    <textarea
                      aria-label={`Message ${index + 1} text`}
                      value={turn.text}
                      onChange={(e) => update(turn.id, { text: e.target.value })}
                      rows={Math.min(4, Math.max(1, Math.ceil(turn.text.length / 38)))}
                      className={`w-full resize-y rounded-xl border px-3 py-2 text-base outline-none focus-visible:ring-[3px] focus-visible:ring-brand-500/40 sm:text-sm ${
                        turn.who === "her" ? "border-ink-200 bg-ink-50" : "border-brand-200 bg-brand-50"
                      }`}
                    />
                  </li>
                ))}
              </ol>
            )}
          </div>

          <div className="flex flex-wrap items-center gap-2 border-t border-ink-100 p-4 sm:p-5">
            <Button type="button" disabled={reading || !usable} onClick={() => onUse(turns.filter((t) => t.text.trim()))}>
              {SCREENSHOT_TEXTS.use}
            </Button>
            <Button type="button" variant="outline" disabled={reading} onClick={() => more.current?.click()}>
              <ImagePlus aria-hidden />
              {SCREENSHOT_TEXTS.addAnother}
            </Button>
            {aiAvailable && (
              <Button
                type="button"
                variant="outline"
                disabled={reading || aiBusy}
                onClick={() => void readWithAi()}
                title={SCREENSHOT_TEXTS.aiHint}
              >
                <Sparkles aria-hidden />
                {aiBusy ? "Reading…" : SCREENSHOT_TEXTS.readWithAi}
              </Button>
            )}
            <input
              ref={more}
              type="file"
              accept="image/*"
              multiple
              aria-label={SCREENSHOT_TEXTS.addAnother}
              className="hidden"
              onChange={(event) => {
                const picked = Array.from(event.target.files ?? []);
                event.target.value = "";
                if (picked.length) setExtra((list) => [...list, ...picked]);
              }}
            />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
