import { MESSAGE_MAX_CHARS } from "@/lib/input-limits";
import { isPaidPlan, LANGUAGE_IDS, type LanguageId, PLANS, type PlanId, SAVE_NUDGE_AT, TONE_IDS, type ToneId } from "@/lib/plans";
import { createLocalStore, type KeyValueStorage, type LocalStore } from "@/lib/platform/client/local-store";

// Saved replies: the rules (shared by the browser and the server) and the browser's own list.
// An anonymous visitor's saves live in browser storage as the spec's { text, tone, timestamp } plus
// the language; an account's live on the server (docs/decisions.md, lib/saved-replies/store.ts), and
// lib/saved-replies/client/store.ts picks between the two. Basic keeps PLANS.basic.savedReplies.

export interface SavedReply {
  /** The server's id for an account's reply; browser saves have none. */
  id?: string;
  text: string;
  tone: ToneId;
  language: LanguageId;
  /** When it was saved, in ms; a browser save's identity in its list. */
  timestamp: number;
  /** The message it answered (saves from before this was kept have none). */
  herMessage?: string;
}

/** How many saved replies one GET /api/saved-replies answers; the browser asks for the next page until done. */
export const SAVED_REPLIES_PAGE = 200;

/** How much of her message a saved reply keeps: the generator's own limit. */
const HER_MESSAGE_MAX = MESSAGE_MAX_CHARS;

/** Where an anonymous visitor's saved replies live in the browser (read by the header after sign-in). */
export const SAVED_REPLIES_KEY = "holla.savedReplies";
const EMPTY: readonly SavedReply[] = Object.freeze([]);

export function parseSavedReplies(raw: string | null): readonly SavedReply[] {
  if (!raw) return EMPTY;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return EMPTY;
  }
  if (!Array.isArray(data)) return EMPTY;
  const list: SavedReply[] = [];
  for (const item of data) {
    if (!item || typeof item !== "object") continue;
    const { text, tone, language, timestamp, herMessage } = item as Record<string, unknown>;
    if (typeof text !== "string" || !text.trim()) continue;
    if (!TONE_IDS.includes(tone as ToneId)) continue;
    if (typeof timestamp !== "number" || !Number.isFinite(timestamp)) continue;
    const lang = LANGUAGE_IDS.includes(language as LanguageId) ? (language as LanguageId) : "en";
    const message = typeof herMessage === "string" && herMessage.trim() ? herMessage.trim().slice(0, HER_MESSAGE_MAX) : undefined;
    list.push({ text, tone: tone as ToneId, language: lang, timestamp, ...(message ? { herMessage: message } : {}) });
  }
  return list;
}

/** The plan's cap, null = unlimited. An unknown plan (usage not loaded yet) counts as Basic. */
function saveLimit(plan: PlanId | null): number | null {
  return PLANS[plan ?? "basic"].savedReplies;
}

/** Creative replies stay hidden from plans without the Creative tone (docs/product.md). */
export function visibleSavedReplies(list: readonly SavedReply[], plan: PlanId | null): SavedReply[] {
  const tones = PLANS[plan ?? "basic"].tones;
  return list.filter((r) => tones.includes(r.tone)).sort((a, b) => b.timestamp - a.timestamp);
}

/** "3 saved replies" (unlimited plans) or "3 of 10 saved". */
export function savedCountLine(count: number, plan: PlanId | null): string {
  const limit = saveLimit(plan);
  if (limit === null) return `${count} saved ${count === 1 ? "reply" : "replies"}`;
  return `${count} of ${limit} saved`;
}

/** Basic at SAVE_NUDGE_AT or more saved replies sees the upgrade nudge. */
export function showsSaveNudge(count: number, plan: PlanId | null): boolean {
  return !isPaidPlan(plan) && count >= SAVE_NUDGE_AT;
}

export const SAVE_LIMIT_TITLE = "Save Limit Reached";
/** The product's words, with the numbers from lib/plans.ts. */
export function saveLimitDescription(): string {
  return `Free plan allows only ${PLANS.basic.savedReplies} saved replies. Upgrade to ${PLANS.premium.name} for unlimited saves!`;
}

export type SaveOutcome =
  | { ok: true; saved: SavedReply }
  | { ok: false; reason: "limit" | "empty" }
  | { ok: false; reason: "error"; message: string };

/** The list after saving one more, or why not. Timestamps are kept unique, so each is an identity. */
export function withSavedReply(
  list: readonly SavedReply[],
  reply: Omit<SavedReply, "timestamp" | "id">,
  plan: PlanId | null,
  now: number,
): { list: readonly SavedReply[]; outcome: SaveOutcome } {
  const text = reply.text.trim();
  if (!text) return { list, outcome: { ok: false, reason: "empty" } };
  const limit = saveLimit(plan);
  if (limit !== null && list.length >= limit) return { list, outcome: { ok: false, reason: "limit" } };
  const latest = list.reduce((max, r) => Math.max(max, r.timestamp), 0);
  const herMessage = reply.herMessage?.trim().slice(0, HER_MESSAGE_MAX);
  const saved: SavedReply = {
    text,
    tone: reply.tone,
    language: reply.language,
    timestamp: Math.max(now, latest + 1),
    ...(herMessage ? { herMessage } : {}),
  };
  return { list: [...list, saved], outcome: { ok: true, saved } };
}

export interface LocalSavedReplies extends LocalStore<readonly SavedReply[]> {
  save(reply: Omit<SavedReply, "timestamp" | "id">, plan: PlanId | null, now?: number): SaveOutcome;
  remove(timestamp: number): void;
  /** The saved entry with this text, if any (the reply card's saved state). */
  find(text: string): SavedReply | undefined;
}

/** The browser's list (localStorage, shared by every tab). */
export function createLocalSavedReplies(storage?: KeyValueStorage | null): LocalSavedReplies {
  const store = createLocalStore<readonly SavedReply[]>({
    key: SAVED_REPLIES_KEY,
    parse: parseSavedReplies,
    serialize: (list) => (list.length ? JSON.stringify(list) : null),
    serverValue: EMPTY,
    storage,
  });
  return {
    ...store,
    save(reply, plan, now = Date.now()) {
      const { list, outcome } = withSavedReply(store.getSnapshot(), reply, plan, now);
      if (outcome.ok) store.set(list);
      return outcome;
    },
    remove(timestamp) {
      const list = store.getSnapshot();
      if (list.some((r) => r.timestamp === timestamp)) store.set(list.filter((r) => r.timestamp !== timestamp));
    },
    find(text) {
      const wanted = text.trim();
      return store.getSnapshot().find((r) => r.text === wanted);
    },
  };
}
