"use client";

import { UserRound } from "lucide-react";
import { useSyncExternalStore } from "react";
import { AboutEditor } from "@/components/about/about-editor";
import { Button } from "@/components/ui/button";
import { ABOUT_FACT_FIELDS, ABOUT_TEXTS, type AboutYou } from "@/lib/account/about-rules";
import { type AboutStatus, aboutYou } from "@/lib/account/client/about-store";

const SERVER_STATUS: AboutStatus = { mode: "browser", loading: false, error: null };

/** The store as React reads it: what it holds, where, and whether this browser's copy waits for a decision. */
function useAboutYou() {
  const about = useSyncExternalStore(aboutYou.subscribe, aboutYou.getSnapshot, aboutYou.getServerSnapshot);
  const status = useSyncExternalStore(aboutYou.subscribe, aboutYou.getStatus, () => SERVER_STATUS);
  const waiting = useSyncExternalStore(aboutYou.subscribe, aboutYou.waitingInBrowser, () => false);
  return { about, status, waiting };
}

function filledCount(about: AboutYou): string {
  const facts = ABOUT_FACT_FIELDS.filter((f) => about.facts[f]).length;
  const parts = [
    facts && `${facts} ${facts === 1 ? "fact" : "facts"}`,
    about.samples.length && `${about.samples.length} ${about.samples.length === 1 ? "message" : "messages"}`,
  ];
  return parts.filter(Boolean).join(", ");
}

/** "Use in my account" or "Keep it here": asked once signed in, never assumed (lib/account/client/about-store.ts). */
function MoveOffer() {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-ink-800">{ABOUT_TEXTS.moveOffer} Use it in your account (it replaces what your account has)?</p>
      <div className="flex shrink-0 gap-2">
        <Button type="button" size="sm" onClick={() => void aboutYou.moveBrowserAbout()}>
          Use in my account
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={aboutYou.keepBrowserAbout}>
          Keep it here
        </Button>
      </div>
    </div>
  );
}

/** The editor wherever it shows, reloaded when the store changes where it keeps About you. */
export function AboutPanel({ idPrefix }: { idPrefix?: string }) {
  const { about, status, waiting } = useAboutYou();
  if (status.loading) return <p className="text-sm text-ink-600">Loading About you…</p>;
  return (
    <div className="space-y-3">
      {status.error && <p className="text-sm text-red-700">{status.error}</p>}
      {waiting && <MoveOffer />}
      <AboutEditor
        key={`${status.mode}|${waiting}`}
        initial={about}
        onSave={aboutYou.save}
        onClear={aboutYou.clear}
        note={status.mode === "account" ? ABOUT_TEXTS.accountNote : ABOUT_TEXTS.browserNote}
        idPrefix={idPrefix}
      />
    </div>
  );
}

/** The generator's "About you (optional)", folded away until wanted. */
export function AboutSection() {
  const { about } = useAboutYou();
  const filled = filledCount(about);
  return (
    <details className="group rounded-xl border border-ink-200 bg-ink-50/50 px-3 py-2" data-testid="about-you">
      <summary className="cursor-pointer rounded-lg py-1 text-sm font-semibold text-ink-800 outline-none focus-visible:ring-[3px] focus-visible:ring-brand-500/40">
        <UserRound aria-hidden className="mr-1 inline size-4 align-[-2px]" />
        {ABOUT_TEXTS.summary}
        <span className="block font-normal text-ink-600 sm:ml-1 sm:inline">
          {filled ? `${filled} · ` : ""}
          {ABOUT_TEXTS.intro}
        </span>
      </summary>
      <div className="mt-3 pb-1">
        <AboutPanel />
      </div>
    </details>
  );
}
