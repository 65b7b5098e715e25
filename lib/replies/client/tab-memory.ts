import { LANGUAGE_IDS, TONE_IDS, type ToneId } from "@/lib/plans";
import { MOOD_IDS, VIBES } from "@/lib/reading/vibe";

// What this tab remembers until he clears it (docs/architecture.md, "What the browser tab remembers"): her message, the thread and tone he
// picked, and the last replies, which cost him a free reply. In sessionStorage, so a reload, the
// upgrade page and the back button lose nothing, and nothing outlives the tab. What comes back is
// checked field by field: storage is the user's to edit, and a bad entry is simply forgotten.

const DRAFT_KEY = "holla:draft:v1";
const REPLIES_KEY = "holla:replies:v1";

export interface Draft {
  message: string;
  thread: string;
  tone: ToneId;
}

/** The last replies as the generator shows them (structurally its ReplySet). */
export interface RememberedSet {
  id: number;
  request: { message: string; thread?: string; tone: ToneId; language: "en" | "hi"; variation?: number };
  tone: ToneId;
  language: "en" | "hi";
  engine: "openai" | "compatible" | "offline" | null;
  replies: ReadonlyArray<{ reply: string; confidence?: number }>;
  done: boolean;
  vibe: { mood: (typeof MOOD_IDS)[number]; label: string; advice: string } | null;
  kept: "boundary" | "care" | null;
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    // Storage blocked (a privacy setting): the tab simply doesn't remember.
    return null;
  }
}

function read(key: string): unknown {
  try {
    const raw = storage()?.getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or blocked: remembering is a courtesy, never a failure.
  }
}

const isString = (v: unknown): v is string => typeof v === "string";
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isTone = (v: unknown): v is ToneId => TONE_IDS.includes(v as ToneId);
const isLanguage = (v: unknown): v is "en" | "hi" => LANGUAGE_IDS.includes(v as "en" | "hi");

export function readDraft(): Draft | null {
  const v = read(DRAFT_KEY);
  if (!isObject(v) || !isString(v.message) || !isString(v.thread) || !isTone(v.tone)) return null;
  return { message: v.message, thread: v.thread, tone: v.tone };
}

export function writeDraft(draft: Draft): void {
  write(DRAFT_KEY, draft.message || draft.thread ? draft : null);
}

export function readReplies(): RememberedSet | null {
  const v = read(REPLIES_KEY);
  if (!isObject(v) || typeof v.id !== "number" || !isObject(v.request) || !isTone(v.tone) || !isLanguage(v.language)) return null;
  const r = v.request;
  if (!isString(r.message) || !isTone(r.tone) || !isLanguage(r.language)) return null;
  if (r.thread !== undefined && !isString(r.thread)) return null;
  if (r.variation !== undefined && typeof r.variation !== "number") return null;
  if (
    !Array.isArray(v.replies) ||
    !v.replies.every((x) => isObject(x) && isString(x.reply) && (x.confidence === undefined || typeof x.confidence === "number"))
  )
    return null;
  if (v.engine !== null && !["openai", "compatible", "offline"].includes(v.engine as string)) return null;
  const vibe =
    isObject(v.vibe) && MOOD_IDS.includes(v.vibe.mood as (typeof MOOD_IDS)[number])
      ? { mood: v.vibe.mood as (typeof MOOD_IDS)[number], ...VIBES[v.vibe.mood as (typeof MOOD_IDS)[number]] }
      : null;
  const kept = v.kept === "boundary" || v.kept === "care" ? v.kept : null;
  return {
    id: v.id,
    request: {
      message: r.message,
      ...(r.thread ? { thread: r.thread } : {}),
      tone: r.tone,
      language: r.language,
      ...(r.variation !== undefined ? { variation: r.variation } : {}),
    },
    tone: v.tone,
    language: v.language,
    engine: (v.engine as RememberedSet["engine"]) ?? null,
    replies: (v.replies as Array<{ reply: string; confidence?: number }>).map((x) => ({
      reply: x.reply,
      ...(x.confidence !== undefined ? { confidence: x.confidence } : {}),
    })),
    done: true,
    vibe,
    kept,
  };
}

/** Only a finished set is remembered: one still streaming is not what he paid for yet. */
export function writeReplies(set: RememberedSet | null): void {
  write(REPLIES_KEY, set?.done ? set : null);
}
