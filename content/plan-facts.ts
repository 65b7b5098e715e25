// Phrases built from lib/plans.ts, so no page can quote a price or a limit that the server doesn't enforce.
import { formatPrice, PLANS, type PlanId, REPLIES_PER_GENERATION, TONES, type ToneId } from "@/lib/plans";

export const BASIC = PLANS.basic;
export const PREMIUM = PLANS.premium;
export const PREMIUM_PLUS = PLANS.premium_plus;

/** "$9.99" */
export const PREMIUM_PRICE = formatPrice(PREMIUM.priceCents);
/** "$24.99" */
export const PREMIUM_PLUS_PRICE = formatPrice(PREMIUM_PLUS.priceCents);
/** "$9.99/month" */
export const PREMIUM_PER_MONTH = `${PREMIUM_PRICE}/month`;
export const PREMIUM_PLUS_PER_MONTH = `${PREMIUM_PLUS_PRICE}/month`;

export const OPTIONS = REPLIES_PER_GENERATION;

/** "a, b and c" (or "a, b or c") */
export function joinWords(words: readonly string[], conjunction: "and" | "or" = "and"): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} ${conjunction} ${words[words.length - 1]}`;
}

export function toneNames(tones: readonly ToneId[], conjunction: "and" | "or" = "and"): string {
  return joinWords(
    tones.map((t) => TONES[t].label),
    conjunction,
  );
}

export const PREMIUM_ONLY_TONES = PREMIUM.tones.filter((t) => !BASIC.tones.includes(t));
/** "Creative" */
export const PREMIUM_TONE_NAMES = toneNames(PREMIUM_ONLY_TONES);

/** "2 replies a day" or "Unlimited replies" */
export function dailyRepliesText(plan: PlanId): string {
  const n = PLANS[plan].dailyGenerations;
  if (n === null) return "Unlimited replies";
  return `${n} ${n === 1 ? "reply" : "replies"} a day`;
}

/** "Up to 10" or "Unlimited" */
export function savedRepliesText(plan: PlanId): string {
  const n = PLANS[plan].savedReplies;
  return n === null ? "Unlimited" : `Up to ${n}`;
}

/** Whether a plan's feature list mentions this feature (the comparison table asks). */
export function planHasFeature(plan: PlanId, name: string): boolean {
  return PLANS[plan].features.some((f) => f.toLowerCase().includes(name.toLowerCase()));
}

const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/** "three" for 3; digits beyond ten. Prose reads better with small numbers spelled out. */
export function numberWord(n: number): string {
  return NUMBER_WORDS[n] ?? String(n);
}

export function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** "three": how many options each generation writes, for sentences. */
export const OPTIONS_WORD = numberWord(REPLIES_PER_GENERATION);
