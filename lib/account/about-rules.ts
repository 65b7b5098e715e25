import {
  ABOUT_FACT_MAX_CHARS,
  ABOUT_FACTS_MAX_CHARS,
  ABOUT_NAME_MAX_CHARS,
  ABOUT_SAMPLE_MAX_CHARS,
  ABOUT_SAMPLES_MAX,
} from "@/lib/input-limits";
import { createLocalStore, type KeyValueStorage, type LocalStore } from "@/lib/platform/client/local-store";

// About him (issue 19): a few facts he gives Holla so replies can answer her questions about him, and
// messages he sent as samples of how he texts. Read by the browser (this browser's copy, the form) and
// the server (the account's copy, the generator), so no server imports. An account keeps it in the
// database (lib/account/about.ts); a visitor keeps it in localStorage; lib/account/client/about-store.ts
// picks between the two, as lib/saved-replies/client/store.ts does for saved replies.

export const ABOUT_FACT_FIELDS = ["name", "work", "home", "likes", "lookingFor"] as const;
export type AboutFactField = (typeof ABOUT_FACT_FIELDS)[number];
export type AboutFacts = Partial<Record<AboutFactField, string>>;

export interface AboutYou {
  facts: AboutFacts;
  samples: string[];
}

/** What the form shows for each fact: its label, a placeholder and its own limit. */
export const ABOUT_FACT_FORM: Record<AboutFactField, { label: string; placeholder: string; max: number }> = {
  name: { label: "First name", placeholder: "e.g. Arjun", max: ABOUT_NAME_MAX_CHARS },
  work: { label: "What you do", placeholder: "e.g. product designer at a fintech startup", max: ABOUT_FACT_MAX_CHARS },
  home: { label: "Where you live", placeholder: "e.g. Bandra, Mumbai (grew up in Pune)", max: ABOUT_FACT_MAX_CHARS },
  likes: { label: "What you like", placeholder: "e.g. weekend treks, filter coffee, old Bollywood songs", max: ABOUT_FACT_MAX_CHARS },
  lookingFor: { label: "What you're looking for", placeholder: "e.g. something real, slow and fun", max: ABOUT_FACT_MAX_CHARS },
};

export const ABOUT_TEXTS = {
  title: "About you",
  summary: "About you (optional)",
  intro: "Helps Holla answer her questions about you and sound like you.",
  samplesLabel: "Messages you actually sent",
  samplesHint: `One message per line, up to ${ABOUT_SAMPLES_MAX}. Holla copies your style: length, capitals, punctuation, emoji.`,
  browserNote: "Kept in this browser only. Sign in to keep it in your account.",
  accountNote: "Kept in your account. Free on every plan.",
  saved: "Saved. Your next replies use it.",
  cleared: "Cleared.",
  moveOffer: "You filled in About you in this browser before signing in.",
  factsTooLong: `Your facts can be at most ${ABOUT_FACTS_MAX_CHARS} characters in all.`,
} as const;

export const EMPTY_ABOUT: AboutYou = Object.freeze({ facts: Object.freeze({}), samples: Object.freeze([]) as unknown as string[] });

/** Every fact's characters together (the 600 in all). */
export function factsLength(facts: AboutFacts): number {
  return ABOUT_FACT_FIELDS.reduce((sum, field) => sum + (facts[field]?.trim().length ?? 0), 0);
}

export function isEmptyAbout(about: AboutYou | null | undefined): boolean {
  return !about || (ABOUT_FACT_FIELDS.every((f) => !about.facts[f]?.trim()) && !about.samples.some((s) => s.trim()));
}

/** The samples as typed into the form: one message per line, blank lines dropped. */
export function samplesFromText(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * What came back from storage (anyone can edit it), held to the same limits as the server's schema:
 * unknown fields dropped, each fact and sample cut to its length, at most ten samples, 600 in all.
 */
function cleanAbout(data: unknown): AboutYou {
  if (!data || typeof data !== "object") return EMPTY_ABOUT;
  const { facts: rawFacts, samples: rawSamples } = data as { facts?: unknown; samples?: unknown };
  const facts: AboutFacts = {};
  let room = ABOUT_FACTS_MAX_CHARS;
  if (rawFacts && typeof rawFacts === "object") {
    for (const field of ABOUT_FACT_FIELDS) {
      const value = (rawFacts as Record<string, unknown>)[field];
      if (typeof value !== "string") continue;
      const text = value.trim().slice(0, Math.min(ABOUT_FACT_FORM[field].max, room)).trim();
      if (!text) continue;
      facts[field] = text;
      room -= text.length;
    }
  }
  const samples = Array.isArray(rawSamples)
    ? rawSamples
        .filter((s): s is string => typeof s === "string")
        .map((s) => s.trim().slice(0, ABOUT_SAMPLE_MAX_CHARS).trim())
        .filter(Boolean)
        .slice(0, ABOUT_SAMPLES_MAX)
    : [];
  return { facts, samples };
}

export function parseAbout(raw: string | null): AboutYou {
  if (!raw) return EMPTY_ABOUT;
  try {
    return cleanAbout(JSON.parse(raw));
  } catch {
    return EMPTY_ABOUT;
  }
}

/** Where a visitor's About you lives in the browser. */
export const ABOUT_KEY = "holla.aboutYou";

/** This browser's copy (localStorage, shared by every tab). */
export function createLocalAbout(storage?: KeyValueStorage | null): LocalStore<AboutYou> {
  return createLocalStore<AboutYou>({
    key: ABOUT_KEY,
    parse: parseAbout,
    serialize: (about) => (isEmptyAbout(about) ? null : JSON.stringify(cleanAbout(about))),
    serverValue: EMPTY_ABOUT,
    storage,
  });
}
