import "server-only";
// The browser counts the Resend wait down from the same number.
import { RESEND_COOLDOWN_SECONDS } from "@/lib/auth/sign-in-rules";
import {
  AI_BUSY,
  COACH_TOO_FAST,
  DAILY_LIMIT,
  type ErrorCode,
  FORM_TOO_OFTEN,
  FORMS_BUSY,
  GENERATING_TOO_FAST,
  PAYMENT_TEST_TOO_OFTEN,
  SAVING_TOO_FAST,
  SCREENSHOT_BUSY,
  SCREENSHOT_TOO_FAST,
  SIGN_IN_BUSY,
  SIGN_IN_RESEND_WAIT,
  SIGN_IN_TOO_MANY_FOR_EMAIL,
  SIGN_IN_TOO_MANY_FROM_NETWORK,
  STILL_CHECKING_PAYMENT,
  SUPPORT_TOO_FAST,
  TOO_MANY_ANALYSES,
  TOO_MANY_NEW_ACCOUNTS,
  TOO_MANY_PAYMENT_CALLS,
  TOO_MANY_RATINGS,
} from "@/lib/messages";
import { env } from "@/lib/platform/env";

// Every rate limit, fair-use ceiling and daily budget in one table (docs/architecture.md, "Limits"): the
// counter's key, how many per window, and what a refused person is told. Call sites name an entry;
// none of them holds a number of its own. Limits are not plan perks (those are in lib/plans.ts): they
// bound cost and abuse, and they are counted in the database so they hold across instances. Entries
// read from the environment can be tuned per deployment (.env.example says which).

export interface Limit {
  /** The counter's key: `${key}:${who}`, or `key` alone for a limit on everyone together. */
  key: string;
  /** How many per window. */
  limit: number;
  windowSeconds: number;
  /** What the browser acts on, and the words a person reads, when this limit refuses. */
  code: ErrorCode;
  message: string;
}

const MINUTE = 60;
const TEN_MINUTES = 600;
const HOUR = 3_600;
const DAY = 86_400;

export const LIMITS = {
  // ---- Replies: the free quota is per UTC day (lib/replies/quota.ts); Premium's "unlimited" is bounded per minute.
  /** Anonymous generations per client address (so dropping the cookie is no way around the quota). */
  anonymousRepliesPerAddress: {
    key: "ip",
    limit: env.ANON_DAILY_GENERATIONS_PER_IP,
    windowSeconds: DAY,
    code: "network_limit",
    message: DAILY_LIMIT,
  },
  /** Free accounts' generations per client address (fresh accounts are no way around it either). */
  accountRepliesPerAddress: {
    key: "ip-acct",
    limit: env.ACCOUNT_DAILY_GENERATIONS_PER_IP,
    windowSeconds: DAY,
    code: "network_limit",
    message: DAILY_LIMIT,
  },
  /**
   * The model's share of anonymous generations per network and for everyone: a bound on what a flood of
   * addresses can cost. Past either, the reply comes from the offline engine instead (lib/replies/quota.ts),
   * so nobody is refused for what others did. Accounts are unaffected.
   */
  anonymousRepliesPerNetwork: {
    key: "anon-net",
    limit: env.ANON_DAILY_GENERATIONS_PER_NETWORK,
    windowSeconds: DAY,
    code: "busy",
    message: AI_BUSY,
  },
  anonymousRepliesEveryone: {
    key: "anon:all",
    limit: env.ANON_DAILY_GENERATIONS_GLOBAL,
    windowSeconds: DAY,
    code: "busy",
    message: AI_BUSY,
  },
  premiumReplies: {
    key: "generate",
    limit: env.PREMIUM_GENERATIONS_PER_MINUTE,
    windowSeconds: MINUTE,
    code: "fair_use",
    message: GENERATING_TOO_FAST,
  },
  ratings: { key: "rating", limit: 120, windowSeconds: HOUR, code: "rate_limited", message: TOO_MANY_RATINGS },
  /** Saves and imports of saved replies, per account: a person saves a few a minute at most. */
  savedReplyWrites: { key: "saves", limit: 30, windowSeconds: MINUTE, code: "fair_use", message: SAVING_TOO_FAST },

  // ---- The Premium AI features and the support chat.
  patternInterrupt: { key: "pattern-interrupt", limit: 30, windowSeconds: TEN_MINUTES, code: "fair_use", message: TOO_MANY_ANALYSES },
  coach: { key: "coach", limit: 40, windowSeconds: TEN_MINUTES, code: "fair_use", message: COACH_TOO_FAST },
  supportPerVisitor: { key: "support", limit: 20, windowSeconds: TEN_MINUTES, code: "rate_limited", message: SUPPORT_TOO_FAST },
  supportPerAddress: { key: "support-ip", limit: 120, windowSeconds: HOUR, code: "rate_limited", message: SUPPORT_TOO_FAST },
  /**
   * The support chat for everyone together, per hour, while a model answers: the bound on its bill
   * however many visitors and addresses send. A message is at most about 40,000 input tokens (the
   * message and six earlier turns at their 2,000-character caps, written to tokenize badly, plus the
   * retrieved help passages) and 700 output tokens, under 2 cents on the default model
   * (gpt-4.1-mini), so at most about $10 an hour; a typical message costs a tenth of a cent. 600 is
   * ten messages a minute, room for a couple of hundred conversations an hour.
   */
  supportEveryone: { key: "support-all", limit: env.SUPPORT_MESSAGES_GLOBAL_PER_HOUR, windowSeconds: HOUR, code: "busy", message: AI_BUSY },
  /** ...and per network below it, so a few networks can't spend it for everyone. Past either, the offline engine answers. */
  supportPerNetwork: {
    key: "support-net",
    limit: env.SUPPORT_MESSAGES_PER_NETWORK_PER_HOUR,
    windowSeconds: HOUR,
    code: "busy",
    message: AI_BUSY,
  },

  // ---- "Read with AI" on a chat screenshot (lib/screenshot/read.ts), while a model that sees images is set up.
  // Per visitor (or account) and per address, as the support chat; everyone together bounds the bill. A
  // screenshot is at most about 3,000 input tokens on the default model (gpt-4.1-mini: an image is at most
  // 1,536 patches × 1.62) and its answer at most 4,000 output tokens (lib/screenshot/read-with-model.ts),
  // under a cent; a typical one costs a fifth of a cent. So 1,000 an hour stays under $10 an hour, the
  // support chat's bound.
  screenshotPerVisitor: { key: "screenshot", limit: 30, windowSeconds: HOUR, code: "rate_limited", message: SCREENSHOT_TOO_FAST },
  screenshotPerAddress: { key: "screenshot-ip", limit: 120, windowSeconds: HOUR, code: "rate_limited", message: SCREENSHOT_TOO_FAST },
  // Past the last two the browser reads the screenshot on the device instead (components/screenshot).
  screenshotPerNetwork: {
    key: "screenshot-net",
    limit: env.SCREENSHOT_READS_PER_NETWORK_PER_HOUR,
    windowSeconds: HOUR,
    code: "busy",
    message: SCREENSHOT_BUSY,
  },
  screenshotEveryone: {
    key: "screenshot-all",
    limit: env.SCREENSHOT_READS_GLOBAL_PER_HOUR,
    windowSeconds: HOUR,
    code: "busy",
    message: SCREENSHOT_BUSY,
  },

  // ---- Calls that reach Stripe for a person: a few per purchase. The ceilings stop a script from making
  // Stripe objects in bulk, or from spending the account's Stripe API allowance.
  billingPerAccount: { key: "billing", limit: 20, windowSeconds: TEN_MINUTES, code: "rate_limited", message: TOO_MANY_PAYMENT_CALLS },
  billingPerAddress: { key: "billing-ip", limit: 200, windowSeconds: HOUR, code: "rate_limited", message: TOO_MANY_PAYMENT_CALLS },
  /** The welcome page asks every few seconds while Stripe confirms. */
  billingSync: { key: "billing-sync", limit: 30, windowSeconds: MINUTE, code: "rate_limited", message: STILL_CHECKING_PAYMENT },
  /** /payment-test's live check reads a price from Stripe on each run. */
  paymentTestPerAddress: { key: "payment-test", limit: 20, windowSeconds: HOUR, code: "rate_limited", message: PAYMENT_TEST_TOO_OFTEN },

  // ---- Sign-in links: per address, per client address, then for everyone (past which a proof of work is asked).
  signInResend: {
    key: "signin:cooldown",
    limit: 1,
    windowSeconds: RESEND_COOLDOWN_SECONDS,
    code: "rate_limited",
    message: SIGN_IN_RESEND_WAIT,
  },
  signInPerEmail: {
    key: "signin:email",
    limit: env.SIGN_IN_LINKS_PER_EMAIL_PER_HOUR,
    windowSeconds: HOUR,
    code: "rate_limited",
    message: SIGN_IN_TOO_MANY_FOR_EMAIL,
  },
  signInPerAddress: {
    key: "signin:ip",
    limit: env.SIGN_IN_LINKS_PER_IP_PER_HOUR,
    windowSeconds: HOUR,
    code: "rate_limited",
    message: SIGN_IN_TOO_MANY_FROM_NETWORK,
  },
  signInEveryone: { key: "signin:all", limit: env.SIGN_IN_LINKS_GLOBAL_PER_HOUR, windowSeconds: HOUR, code: "busy", message: SIGN_IN_BUSY },
  /** Every new account brings its own free replies: new accounts per client address and UTC day. */
  newAccountsPerAddress: {
    key: "new-accounts:ip",
    limit: env.NEW_ACCOUNTS_PER_IP_PER_DAY,
    windowSeconds: DAY,
    code: "rate_limited",
    message: TOO_MANY_NEW_ACCOUNTS,
  },

  // ---- The public forms (newsletter, feedback, report, waitlist): `who` names the form and the address.
  formPerAddress: { key: "form", limit: env.FORM_RATE_LIMIT_PER_HOUR, windowSeconds: HOUR, code: "rate_limited", message: FORM_TOO_OFTEN },
  formEveryone: { key: "form", limit: env.FORM_RATE_LIMIT_GLOBAL_PER_HOUR, windowSeconds: HOUR, code: "busy", message: FORMS_BUSY },
} as const satisfies Record<string, Limit>;

/** The counter `limit` keeps for `who` (or for everyone). */
export function limitKey(limit: Pick<Limit, "key">, who?: string): string {
  return who === undefined ? limit.key : `${limit.key}:${who}`;
}

/**
 * What a request must show once a public form's (or sign-in's) budget for everyone is used up for the
 * hour: a proof of work, so a flood over many addresses costs its sender instead of locking everyone
 * out. Proven requests are counted too, up to `hardCeilingMultiple` times the budget in all, which
 * bounds the rows (and the mail) even a patient sender can cause.
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
