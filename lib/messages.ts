// What Holla says when it refuses something, in one catalogue that the server (the `error` of every
// refusal) and the browser (its toasts and notes) both read, so a refusal reads the same wherever it
// surfaces. The browser decides what to do by the `code` beside the words, never by the words
// (docs/architecture.md, "Errors on the wire"). Plain strings, no zod: the browser imports this, and
// named exports let a bundle keep only the words it uses.

import { IMAGE_MAX_SIDE, SAVED_REPLIES_CEILING } from "@/lib/input-limits";

/**
 * Every `code` the API sends beside `error`. A refusal always has one.
 *   invalid_input: a field is missing or wrong (the words say which).   invalid_json / too_large / length_required: the body.
 *   unsupported_image: an upload that is not one of the image types the route reads (by its type and its bytes).
 *   not_signed_in: sign in first.   premium_required: the plan doesn't include it.
 *   daily_limit: his own free replies are used up today.   network_limit: his address's are (shared networks).
 *   fair_use: a paid feature used faster than anyone would by hand.   rate_limited: too many of one request.
 *   busy: the budget for everyone is used up this hour.   proof_of_work_required: solve `challenge`, send again.
 *   unsafe_message: the message crosses the community guidelines.   cross_site: another website sent it.
 *   not_found, forbidden, conflict: the plain HTTP meanings.   save_limit: Basic's saved replies are full.
 *   coming_soon: the plan can't be bought yet.   already_premium: nothing to buy.   payment_pending: not paid yet.
 *   card_declined, payment_refused, payment_provider_down, payments_not_configured: payments.
 *   mail_unavailable: the sign-in mail couldn't go.   model_unreadable, model_unavailable, model_timeout: the AI.
 *   database_unavailable, internal: our side.
 */
export const ERROR_CODES = [
  "invalid_input",
  "invalid_json",
  "too_large",
  "length_required",
  "unsupported_image",
  "not_signed_in",
  "premium_required",
  "daily_limit",
  "network_limit",
  "fair_use",
  "rate_limited",
  "busy",
  "proof_of_work_required",
  "unsafe_message",
  "cross_site",
  "not_found",
  "forbidden",
  "conflict",
  "save_limit",
  "coming_soon",
  "already_premium",
  "payment_pending",
  "card_declined",
  "payment_refused",
  "payment_provider_down",
  "payments_not_configured",
  "mail_unavailable",
  "model_unreadable",
  "model_unavailable",
  "model_timeout",
  "database_unavailable",
  "internal",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

// ---- Requests -------------------------------------------------------------------------------------------

export const INVALID_INPUT = "The request is not valid.";
export const INVALID_JSON = "The request body is not valid JSON.";
export const NOT_JSON = "The request body must be JSON.";
export const NUL_REFUSED = "The request contains a NUL character (U+0000), which no field accepts. Please remove it and try again.";
export const NOT_FOUND = "Not found.";
export const NO_SUCH_API = "There is no API at this address.";
export const CROSS_SITE_REFUSED = "This request came from another website, so it was refused. Please use Holla directly.";
export const NOT_SIGNED_IN = "You're not signed in.";
export const SIGN_IN_TO_CONTINUE = "Please sign in to continue.";
export const INTERNAL_ERROR = "Something went wrong on our side. Please try again.";
export const DATABASE_DOWN = "Our database is unavailable right now. Nothing was lost; please try again in a minute.";
export const DATABASE_BUSY = "We're very busy right now and couldn't save that. Nothing was lost; please try again in a moment.";
export const PROOF_REQUIRED = "We're receiving an unusual number of requests right now. Please try again.";

// ---- Replies ---------------------------------------------------------------------------------------------

/** The spec's words for the daily limit, used by the server's 429 and the browser's toast title. */
export const DAILY_LIMIT = "Daily Limit Reached! Upgrade to Premium Now To Get Unlimited Replies!";
/** The server's own words for a Creative request from a plan without it (docs/product.md). */
export const CREATIVE_REQUIRES_PREMIUM = "Creative tone requires Premium. Upgrade to access psychology-backed replies.";
export const GENERATING_TOO_FAST = "You're generating replies very fast. Take a breath and try again in a minute.";
export const TOO_MANY_RATINGS = "That's a lot of ratings. Please try again later.";
export const MODEL_UNREADABLE = "The AI sent back an answer we couldn't read. Nothing was used up; please try again.";
export const MODEL_UNAVAILABLE = "The AI service isn't answering right now. Nothing was used up; please try again in a moment.";
export const MODEL_TIMED_OUT = "The AI took too long to answer. Nothing was used up; please try again.";

// ---- The Premium AI features and Romeo -------------------------------------------------------------------

export const PATTERN_INTERRUPT_PREMIUM = {
  title: "Premium Required",
  message: "Pattern Interrupt Engine is a Premium feature. Please upgrade to access.",
  /** The card's own button, pressed by someone without Premium (docs/product.md). */
  buttonTitle: "Premium Feature",
  buttonMessage: "Pattern Interrupt Engine requires Premium subscription.",
} as const;

export const COACH_PREMIUM = {
  title: "Premium Feature",
  message: "Romeo Dating Coach is exclusive to Premium members. Please upgrade to access expert dating insights.",
} as const;

export const TOO_MANY_ANALYSES = "That's a lot of analyses in a short time. Please wait a few minutes and try again.";
export const COACH_TOO_FAST = "You're talking to Romeo faster than he can think. Please wait a few minutes and try again.";
export const SUPPORT_TOO_FAST = "You're sending messages faster than Romeo can answer. Please wait a few minutes and try again.";

// ---- Which engine wrote it (components/ui/offline-badge.tsx) ------------------------------------------------

/** Where no model is set up: everything comes from the offline engine. */
export const OFFLINE_ENGINE_EXPLAINED =
  "No AI provider is configured, so answers come from Holla's built-in engine: a composer that runs on this server, not an AI model.";
/** Where a model is set up but its budget for everyone (or a network) is spent for now (lib/limits.ts). */
export const AI_BUSY =
  "Holla's AI is answering a lot of people right now, so this came from the built-in engine: a composer that runs on this server, not an AI model.";

/** Why a message is refused before any model runs (content/guidelines; lib/reading/safety.ts decides). */
export const SAFETY_REFUSALS = {
  minor:
    "We can't help with this one. Holla is only for conversations between adults, and this message suggests someone may be under 18. Please don't continue a romantic conversation with a minor.",
  self_harm:
    "This sounds like someone may be going through something serious. Please check in with her kindly and, if anyone is in danger, contact local emergency services or a crisis line. We won't write a dating reply to this.",
  threat:
    "We can't help write replies to threats or violence. If anyone feels unsafe, please step away from the conversation, block and report the profile, and contact local authorities if needed.",
  explicit:
    "We keep things respectful, so we can't write replies to explicit or sexual messages. Try steering the conversation somewhere you'd both enjoy, or paste a different message.",
  harassment:
    "This message contains insults or abuse, so we won't write a reply to it. You deserve respectful conversations: it's okay to unmatch, block or report.",
} as const;

// ---- Reading a chat screenshot with AI (lib/screenshot) -------------------------------------------------

export const SCREENSHOT_AI_UNAVAILABLE =
  "Reading a screenshot with AI isn't available on this server: its AI model can't see images. Holla can still read it on your device.";
export const SCREENSHOT_NOT_AN_IMAGE = "That file isn't a PNG, JPEG or WebP image. Please choose a screenshot of the chat.";
// With the body ceilings, whose words the server in front of Next answers with too.
export { SCREENSHOT_TOO_LARGE } from "@/lib/platform/http/body-ceilings.mjs";
export const SCREENSHOT_TOO_MANY_PIXELS = `That picture is larger than any phone screen (the limit is ${IMAGE_MAX_SIDE.toLocaleString("en-US")} pixels a side). Please choose a screenshot of the chat.`;
export const SCREENSHOT_EMPTY = "No image arrived. Please choose a screenshot of the chat and try again.";
export const SCREENSHOT_TOO_FAST =
  "That's a lot of screenshots read with AI in a short time. Please wait a few minutes, or let Holla read them on your device.";
export const SCREENSHOT_BUSY =
  "Reading with AI is busy right now. Please try again later, or let Holla read the screenshot on your device.";

// ---- Saved replies, accounts and sign-in -----------------------------------------------------------------

export const SIGN_IN_TO_SAVE = "Sign in to keep saved replies in your account.";
export const SAVING_TOO_FAST = "That's a lot of saves in a minute. Please wait a moment and try again.";
export const SAVED_REPLIES_FULL = `You've saved ${SAVED_REPLIES_CEILING.toLocaleString("en-US")} replies, the most one account keeps. Delete a few you no longer need to save more.`;
export const SAVED_REPLY_MISSING = "That saved reply is not in your account (it may already be deleted).";
export const CONFIRM_WITH_EMAIL = "Type your email address exactly to confirm.";
export const MAIL_UNAVAILABLE = "We couldn't send your sign-in link right now. Please try again in a few minutes.";
export const SIGN_IN_FORM_INVALID = "This sign-in link is incomplete. Open it again from the email, or ask for a new one.";
export const SIGN_IN_RESEND_WAIT = "We just sent a link to that address. Please wait a few seconds before asking for another one.";
export const SIGN_IN_TOO_MANY_FOR_EMAIL =
  "Too many sign-in links for this address. Check your inbox (and spam folder), or try again in an hour.";
export const SIGN_IN_TOO_MANY_FROM_NETWORK = "Too many sign-in requests from your network. Please try again in an hour.";
export const SIGN_IN_BUSY = "We're sending an unusual number of sign-in links. Please try again in an hour.";
export const TOO_MANY_NEW_ACCOUNTS =
  "Too many new accounts were made from your network today. If you already have an account, sign in with its email; otherwise please try again tomorrow.";

// ---- Payments --------------------------------------------------------------------------------------------

export const PAYMENTS_NOT_CONFIGURED_BASE = "Payments are not set up on this server yet, so nothing can be charged here.";
/** Said only where the server runs on someone's own machine (lib/platform/env.ts, showDeveloperHints). */
export const PAYMENTS_NOT_CONFIGURED_HINT = "To try Premium on this server, run `npm run grant-premium -- YOUR_EMAIL`.";
export const ALREADY_PREMIUM = "You already have Premium, so there's nothing to buy.";
export const SIGN_IN_BEFORE_PAYING = "Please sign in before paying, so Premium lands on your account.";
export const SIGN_IN_TO_MANAGE_BILLING = "Please sign in to manage billing.";
export const NO_BILLING_ACCOUNT = "There is no billing account to manage: you've never paid for a plan.";
export const PAYMENT_PROVIDER_DOWN =
  "We can't reach our payment provider right now. Nothing was charged; please try again in a few minutes.";
export const PAYMENT_REFUSED =
  "Our payment provider refused the request. Nothing was charged; please contact support if this keeps happening.";
export const NO_PAYMENT_TO_CONFIRM = "Our payment provider didn't return a payment to confirm. Nothing was charged; please try again.";
export const NOT_A_PAYMENT_ID = "That is not a payment id.";
export const PAYMENT_NOT_FOUND = "We couldn't find that payment.";
export const PAYMENT_NOT_YOURS = "That payment doesn't belong to your account.";
export const PAYMENT_PENDING = "That payment hasn't gone through yet.";
export const TOO_MANY_PAYMENT_CALLS = "That's a lot of payment requests in a short time. Please wait a few minutes and try again.";
export const PAYMENT_TEST_TOO_OFTEN = "The payment test has run many times in a short while. Please try again in an hour.";
export const STILL_CHECKING_PAYMENT = "Still checking with our payment provider. Please wait a moment.";

// ---- Public forms ----------------------------------------------------------------------------------------

export const FORM_TOO_OFTEN = "You have sent this form many times in a short while. Please try again in an hour.";
export const FORMS_BUSY = "We are receiving an unusual number of submissions. Please try again in an hour.";

// ---- Screenshots -----------------------------------------------------------------------------------------

/**
 * A screenshot shared into the installed app before its service worker was installed: the server can't
 * keep the image for the tool (app/(screenshot)/share-target/route.ts), so the tool says this.
 */
export const SHARE_TARGET_UNAVAILABLE = "Your screenshot didn't reach Holla. Open Holla once, then share again.";

// ---- About him -------------------------------------------------------------------------------------------

/** GET/PUT/DELETE /api/account/about without an account: a visitor's facts stay in his browser. */
export const SIGN_IN_FOR_ABOUT = "Sign in to keep your About you in your account. Without an account, it stays in this browser.";

// ---- Steering a set (lib/replies/steer.ts) ---------------------------------------------------------------

/** His own steer asked Holla to pressure her, manipulate her, or get around her no or the rules (a 400 on the field). */
export const STEER_PUSHES_PAST_HER =
  "Holla won't steer replies to pressure her, manipulate her or get around what she said. Try asking for a tone or a length instead.";
/** His own steer asked for something the guidelines forbid (explicit, abusive, threatening): a 400 on the field. */
export const STEER_UNSAFE =
  "Holla keeps replies respectful, so it won't steer them toward anything sexual, abusive or threatening. Try another request.";
