// The one table of plans, prices, limits and tones. The pricing cards, the server's checks and the
// tests all read these values; change a price or a limit here and nowhere else.

export type PlanId = "basic" | "premium" | "premium_plus";
export type ToneId = "confident" | "funny" | "flirty" | "creative";
export type LanguageId = "en" | "hi";

export interface Plan {
  id: PlanId;
  name: string;
  /** Monthly price in US cents. */
  priceCents: number;
  tagline: string;
  /** Generations per UTC day (each gives REPLIES_PER_GENERATION options); null = unlimited. */
  dailyGenerations: number | null;
  /** Saved replies kept per account; null = unlimited. */
  savedReplies: number | null;
  tones: readonly ToneId[];
  features: readonly string[];
  /** Announced but not purchasable until a price for it is configured (docs/decisions.md). */
  comingSoon: boolean;
}

export const CURRENCY = "usd";
export const REPLIES_PER_GENERATION = 3;
/** Regenerate's count on one message stops growing here (the offline engine replays the chain up to it). */
export const MAX_VARIATION = 50;
export const SAVE_NUDGE_AT = 8;

export const TONES: Record<ToneId, { id: ToneId; label: string; emoji: string; description: string; premium: boolean }> = {
  confident: { id: "confident", label: "Confident", emoji: "😎", description: "Direct & assertive", premium: false },
  funny: { id: "funny", label: "Funny", emoji: "😄", description: "Witty & charming", premium: false },
  flirty: { id: "flirty", label: "Flirty", emoji: "😉", description: "Playful & teasing", premium: false },
  creative: { id: "creative", label: "Creative", emoji: "🎨", description: "Out-of-the-box thinking", premium: true },
};
export const TONE_IDS = Object.keys(TONES) as ToneId[];

export const LANGUAGES: Record<LanguageId, { id: LanguageId; label: string }> = {
  en: { id: "en", label: "English" },
  hi: { id: "hi", label: "Hindi (Latin script)" },
};
export const LANGUAGE_IDS = Object.keys(LANGUAGES) as LanguageId[];

const BASIC_TONES = TONE_IDS.filter((t) => !TONES[t].premium);

export const PLANS: Record<PlanId, Plan> = {
  basic: {
    id: "basic",
    name: "Basic",
    priceCents: 0,
    tagline: "Try Holla on the messages that matter",
    dailyGenerations: 2,
    savedReplies: 10,
    tones: BASIC_TONES,
    features: [
      "2 replies per day (3 options each)",
      "Confident, Funny and Flirty tones",
      "English and Hindi (Latin script)",
      "Save up to 10 replies",
      "Romeo support chat",
    ],
    comingSoon: false,
  },
  premium: {
    id: "premium",
    name: "Premium",
    priceCents: 999,
    tagline: "Never leave her on read again",
    dailyGenerations: null,
    savedReplies: null,
    tones: TONE_IDS,
    features: [
      "Unlimited replies",
      "All 4 tones, including psychology-backed Creative",
      "Pattern Interrupt Engine",
      "Romeo Dating Coach chat",
      "Vibe Check on every message",
      "Unlimited saved replies",
      "Priority support",
    ],
    comingSoon: false,
  },
  premium_plus: {
    id: "premium_plus",
    name: "Premium Plus",
    priceCents: 2499,
    tagline: "The complete online dating playbook",
    dailyGenerations: null,
    savedReplies: null,
    tones: TONE_IDS,
    features: [
      "Everything in Premium",
      "Conversation frameworks",
      "Expert scripts for every stage",
      "Proven techniques, explained",
      "Online dating psychology lessons",
    ],
    comingSoon: true,
  },
};
export const PLAN_IDS = Object.keys(PLANS) as PlanId[];

/** "$9.99" — prices are shown from cents so the UI can never disagree with what is charged. */
export function formatPrice(cents: number): string {
  return cents === 0 ? "$0" : `$${(cents / 100).toFixed(2)}`;
}

export type PaidPlanId = Exclude<PlanId, "basic">;

export function isPaidPlan(plan: PlanId | null | undefined): plan is PaidPlanId {
  return plan === "premium" || plan === "premium_plus";
}

export function toneAllowed(plan: PlanId, tone: ToneId): boolean {
  return PLANS[plan].tones.includes(tone);
}

// ---- The Premium AI features and the support chat --------------------------------------

/** Romeo Dating Coach messages kept per account (older ones are deleted as new ones arrive). */
export const COACH_HISTORY_KEPT = 50;
/** How many of the most recent turns the model sees with a new message. */
export const CHAT_CONTEXT_TURNS = 12;
