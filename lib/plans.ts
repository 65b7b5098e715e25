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

export function toneAllowed(plan: PlanId, tone: ToneId): boolean {
  return PLANS[plan].tones.includes(tone);
}

// ---- Who has which plan (docs/decisions.md, "Who is premium") ---------------------------------------
// The one rule, applied on the server to the subscription row that the Stripe sync (or the QA grant
// command) wrote. Nothing the browser stores or sends takes part: not a localStorage flag, not the
// mere fact of being signed in, not a header (x-test-tier counts only in lib/account/viewer.ts, and only with
// ALLOW_TIER_OVERRIDE on).

export type PaidPlanId = Exclude<PlanId, "basic">;

export interface SubscriptionState {
  /** "premium" | "premium_plus" (anything else grants nothing). */
  tier: string;
  /** Stripe's subscription status; grants are "active". */
  status: string;
  /** End of the paid period; null for grants, which do not expire. */
  currentPeriodEnd: Date | null;
}

/** Statuses in which Stripe is collecting normally. */
const ACTIVE_STATUSES = new Set(["active", "trialing"]);
/** A renewal's webhook may arrive a little after the period ends: access holds this long past it. */
export const RENEWAL_GRACE_MS = 2 * 86_400_000;

export function isPaidPlan(plan: PlanId | null | undefined): plan is PaidPlanId {
  return plan === "premium" || plan === "premium_plus";
}

export function planForSubscription(subscription: SubscriptionState | null | undefined, now = new Date()): PlanId {
  if (!subscription) return "basic";
  const { tier, status, currentPeriodEnd } = subscription;
  if (!isPaidPlan(tier as PlanId)) return "basic";
  const periodEnd = currentPeriodEnd?.getTime() ?? null;
  if (ACTIVE_STATUSES.has(status)) {
    // Paid through a period that ended long ago and never renewed: the sync missed the end.
    return periodEnd !== null && periodEnd + RENEWAL_GRACE_MS < now.getTime() ? "basic" : (tier as PaidPlanId);
  }
  // A failed renewal keeps what was paid for until the period ends, then Basic.
  if (status === "past_due") return periodEnd !== null && now.getTime() < periodEnd ? (tier as PaidPlanId) : "basic";
  // canceled, unpaid, incomplete, incomplete_expired, paused, or anything unknown.
  return "basic";
}

// ---- The Premium AI features and the support chat --------------------------------------

/** Romeo Dating Coach messages kept per account (older ones are deleted as new ones arrive). */
export const COACH_HISTORY_KEPT = 50;
/** How many of the most recent turns the model sees with a new message. */
export const CHAT_CONTEXT_TURNS = 12;

/**
 * Fair-use ceilings: not plan perks but bounds on cost and abuse, counted in the database so they
 * hold across instances. Premium's "unlimited" means no daily quota, not an unbounded bill.
 */
export const AI_FAIR_USE = {
  patternInterrupt: { limit: 30, windowSeconds: 600 },
  coach: { limit: 40, windowSeconds: 600 },
  supportPerVisitor: { limit: 20, windowSeconds: 600 },
  supportPerIp: { limit: 120, windowSeconds: 3600 },
  /**
   * The support chat for everyone together, per hour, while a model answers: the bound on its bill
   * however many visitors and addresses send. A message is at most about 40,000 input tokens (the
   * message and six earlier turns at their 2,000-character caps, written to tokenize badly, plus the
   * retrieved help passages) and 700 output tokens, under 2 cents on the default model
   * (gpt-4.1-mini), so at most about $10 an hour; a typical message costs a tenth of a cent. 600 is
   * ten messages a minute, room for a couple of hundred conversations an hour.
   */
  supportGlobal: { limit: 600, windowSeconds: 3600 },
} as const;

/**
 * Calls that reach Stripe for a person (starting or confirming a checkout, opening the billing
 * portal): a few per purchase. The ceilings stop a script from making Stripe objects in bulk, or
 * from spending the account's Stripe API allowance, per account and per address.
 */
export const BILLING_FAIR_USE = {
  perAccount: { limit: 20, windowSeconds: 600 },
  perIp: { limit: 200, windowSeconds: 3600 },
  /** /payment-test's live check reads a price from Stripe on each run. */
  paymentTestPerIp: { limit: 20, windowSeconds: 3600 },
} as const;

/**
 * What a request must show once a public form's (or sign-in's) budget for everyone is used up for the
 * hour: a proof of work, so a flood over many addresses costs its sender instead of locking everyone
 * out. The budgets themselves are settings (FORM_RATE_LIMIT_GLOBAL_PER_HOUR,
 * SIGN_IN_LINKS_GLOBAL_PER_HOUR); proven requests are counted too, up to `hardCeilingMultiple` times
 * the budget in all, which bounds the rows (and the mail) even a patient sender can cause.
 */
export const PROOF_OF_WORK = {
  /**
   * Leading zero bits of SHA-256(token:nonce): 2^16 hashes on average. The browser's solver takes
   * about 40 ms on average (p95 130 ms) on one server core in Node; a phone is a few times slower,
   * still well under a second for almost every challenge.
   */
  difficulty: 16,
  /** How long a challenge may be answered: ample for a slow phone, short enough to hoard few. */
  challengeSeconds: 120,
  hardCeilingMultiple: 5,
} as const;
