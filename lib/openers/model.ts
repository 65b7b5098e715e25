import "server-only";
import { isCareful } from "@/lib/openers/careful";
import type { ProfileDetail } from "@/lib/openers/details";
import { composeOpeners } from "@/lib/openers/offline";
import { buildOpenersPrompt, OPENERS_SYSTEM_PROMPT } from "@/lib/openers/prompt";
import { NO_DETAIL, type Opener } from "@/lib/openers/protocol";
import { MAX_OPENER_CHARS, type ModelOpener, modelOpenersSchema, type OpenersRequest } from "@/lib/openers/schemas";
import { REPLIES_PER_GENERATION } from "@/lib/plans";
import { unreadableAnswer } from "@/lib/platform/ai/errors";
import type { EngineId } from "@/lib/platform/ai/provider";
import { structuredCall, structuredOutput } from "@/lib/platform/ai/structured-call";
import { normaliseText } from "@/lib/reading/normalise-text";
import { checkSafety } from "@/lib/reading/safety";

// The openers' one model call, like the reply generator's (lib/replies/model.ts): a structured answer of
// three openers, each naming the detail and the words of her profile it builds on, streamed where he
// waits. What comes back is held to her profile: an opener that fails the safety check, quotes words she
// never wrote, or is a generic "hey, how's it going" when she gave details is dropped, never shown, and
// the built-in engine's opener on a detail not yet used takes its place.

export interface OpenersOptions {
  /** Shows openers as they are finished; returns whether they reached the browser. */
  onPartial?: (openers: Opener[]) => void;
  signal?: AbortSignal;
}

const OPENERS_OUTPUT = structuredOutput(modelOpenersSchema, "openers");

const GENERIC = /\b(?:how'?s it going|how are you|how r u|what'?s up|wass?up|wyd|hey there|hi there)\b/i;

function clean(text: string, max: number): string {
  return text
    .trim()
    .replace(/^["“”']+|["“”']+$/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max);
}

const comparable = (text: string) => normaliseText(text).toLowerCase().replace(/\s+/g, " ").trim();

// What gets her relation wrong (docs/openers.md): "your dog" where she has none, a trip where she lives.
const YOUR_PET = /\byour (?:dog|cat|pup|puppy|kitten|doggo|pet)s?\b|\btumhar[aie] (?:dog|billi|pet|doggo)\b/i;
const AS_A_TRIP = /\b(?:your trip|trip to|back from|vacation|holiday|how was|live up to|when you visited)\b/i;

function misreads(opener: string, details: readonly ProfileDetail[]): boolean {
  if (YOUR_PET.test(opener) && !details.some((d) => d.kind === "pet")) return true;
  return details.some((d) => d.kind === "home" && opener.toLowerCase().includes(d.en.toLowerCase()) && AS_A_TRIP.test(opener));
}

/** One of the model's openers as shown, or null when it may not be shown. */
function usable(raw: ModelOpener, profile: string, details: readonly ProfileDetail[]): (Opener & { quote: string }) | null {
  const hasDetails = details.length > 0;
  const opener = clean(raw.opener, MAX_OPENER_CHARS);
  const quote = clean(raw.quote ?? "", 200);
  const inProfile = quote.length >= 2 && comparable(profile).includes(comparable(quote));
  if (!opener || checkSafety(opener, raw.detail) || misreads(opener, details) || isCareful(`${opener}\n${quote}`)) return null;
  // Built on her words, or honestly general when she gave nothing to build on.
  if (!inProfile && (hasDetails || quote)) return null;
  if (hasDetails && GENERIC.test(opener)) return null;
  const detail = inProfile ? clean(raw.detail, 60) || clean(quote, 40) : NO_DETAIL;
  const confidence = Number.isFinite(raw.confidence) ? Math.round(Math.min(100, Math.max(0, raw.confidence))) : 0;
  return { opener, detail, confidence, quote: inProfile ? comparable(quote) : "" };
}

/** The model's openers held to her profile, three of them, with the offline engine filling any gap. */
function holdToProfile(raw: readonly ModelOpener[], request: OpenersRequest, details: readonly ProfileDetail[]): Opener[] {
  const kept: Array<Opener & { quote: string }> = [];
  for (const item of raw) {
    const opener = usable(item, request.profile, details);
    if (!opener) continue;
    // Three different details: a second opener on the same words is dropped.
    if (kept.some((k) => k.opener.toLowerCase() === opener.opener.toLowerCase() || (opener.quote && k.quote === opener.quote))) continue;
    kept.push(opener);
  }
  const openers: Opener[] = kept.slice(0, REPLIES_PER_GENERATION).map(({ quote: _quote, ...o }) => o);
  if (openers.length < REPLIES_PER_GENERATION) {
    const taken = new Set(openers.map((o) => o.detail.toLowerCase()));
    const offline = composeOpeners(request, details);
    const fresh = offline.filter((o) => !taken.has(o.detail.toLowerCase()));
    for (const o of [...fresh, ...offline]) {
      if (openers.length >= REPLIES_PER_GENERATION) break;
      if (!openers.some((x) => x.opener === o.opener)) openers.push(o);
    }
  }
  if (openers.length < REPLIES_PER_GENERATION) throw unreadableAnswer();
  return invitationFirst(openers, kept, request, details);
}

/**
 * Where she invites a message, the first opener takes it up: the model's own if one quotes her
 * invitation, else the built-in engine's in place of the last.
 */
function invitationFirst(
  openers: Opener[],
  kept: ReadonlyArray<Opener & { quote: string }>,
  request: OpenersRequest,
  details: readonly ProfileDetail[],
): Opener[] {
  const hook = details.find((d) => d.kind === "hook");
  if (!hook) return openers;
  const source = comparable(hook.source ?? hook.en);
  const words = comparable(hook.en)
    .split(/[^\p{L}\p{N}']+/u)
    .filter((w) => w.length >= 4);
  const takesItUp = (o: Opener) => {
    const quote = kept.find((k) => k.opener === o.opener)?.quote ?? "";
    const text = comparable(`${o.opener} ${quote}`);
    return o.detail === hook.label || (quote.length >= 4 && source.includes(quote)) || words.some((w) => text.includes(w));
  };
  const index = openers.findIndex(takesItUp);
  if (index === 0) return openers;
  if (index > 0) return [openers[index]!, ...openers.filter((_, i) => i !== index)];
  const ours = composeOpeners(request, details).find((o) => o.detail === hook.label);
  return ours ? [ours, ...openers.slice(0, REPLIES_PER_GENERATION - 1)] : openers;
}

/** The openers finished so far in a streamed answer, each already held to her profile. */
function finishedSoFar(partial: unknown, request: OpenersRequest, details: readonly ProfileDetail[]): Opener[] {
  const list = (partial as { openers?: unknown })?.openers;
  if (!Array.isArray(list)) return [];
  const shown: Array<Opener & { quote: string }> = [];
  // An opener is finished once its last field, the confidence, has started.
  for (const item of list as Array<Partial<ModelOpener>>) {
    if (!item || typeof item.confidence !== "number" || typeof item.opener !== "string" || typeof item.detail !== "string") continue;
    const opener = usable(item as ModelOpener, request.profile, details);
    if (opener && !shown.some((s) => s.opener === opener.opener || (opener.quote && s.quote === opener.quote))) shown.push(opener);
  }
  return shown.slice(0, REPLIES_PER_GENERATION).map(({ quote: _quote, ...o }) => o);
}

/** Three openers from the configured model (lib/openers/generate.ts calls it only when one is configured). */
export async function openersFromModel(
  request: OpenersRequest,
  details: readonly ProfileDetail[],
  options: OpenersOptions = {},
): Promise<{ engine: EngineId; openers: Opener[] }> {
  const { onPartial } = options;
  let last = "";
  const { engine, object } = await structuredCall({
    label: "openers",
    system: OPENERS_SYSTEM_PROMPT,
    prompt: buildOpenersPrompt(request, details),
    output: OPENERS_OUTPUT,
    temperature: 0.9,
    signal: options.signal,
    onPartial:
      onPartial &&
      ((partial) => {
        const snapshot = finishedSoFar(partial, request, details);
        const key = JSON.stringify(snapshot);
        if (snapshot.length && key !== last) {
          last = key;
          onPartial(snapshot);
        }
      }),
  });
  return { engine, openers: holdToProfile(object.openers, request, details) };
}
