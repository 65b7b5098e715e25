import { DELETE as deleteAccount } from "@/app/(account)/api/account/route";
import { GET as exportAccount } from "@/app/(account)/api/account/export/route";
import { GET as authGet, POST as authPost } from "@/app/(auth)/api/auth/[...nextauth]/route";
import { GET as authUser } from "@/app/(auth)/api/auth/user/route";
import { POST as benchBaseline } from "@/app/(platform)/api/bench/baseline/route";
import { GET as billingConfig } from "@/app/(billing)/api/billing/config/route";
import { POST as billingPortal } from "@/app/(billing)/api/billing/portal/route";
import { POST as billingSync } from "@/app/(billing)/api/billing/sync/route";
import { POST as createPaymentIntent } from "@/app/(billing)/api/create-payment-intent/route";
import { POST as feedback } from "@/app/(forms)/api/feedback/route";
import { POST as generate } from "@/app/(replies)/api/generate/route";
import { POST as premiumPlus } from "@/app/(billing)/api/get-or-create-premium-plus-subscription/route";
import { GET as health } from "@/app/(platform)/api/health/route";
import { POST as newsletter } from "@/app/(forms)/api/newsletter-signup/route";
import { POST as patternInterrupt } from "@/app/(pattern-interrupt)/api/pattern-interrupt/route";
import { POST as paymentSuccess } from "@/app/(billing)/api/payment-success/route";
import { POST as paymentTest } from "@/app/(billing)/api/payment-test/route";
import { POST as ratings } from "@/app/(replies)/api/ratings/route";
import { POST as report } from "@/app/(forms)/api/report/route";
import { POST as romeoChat } from "@/app/(romeo)/api/romeo-chat/route";
import { POST as coach } from "@/app/(romeo)/api/romeo-dating-coach/route";
import { DELETE as clearCoachHistory, GET as coachHistory } from "@/app/(romeo)/api/romeo-dating-coach/history/route";
import { DELETE as deleteSavedReply, GET as listSavedReplies, POST as saveReply } from "@/app/(saved-replies)/api/saved-replies/route";
import { POST as importSavedReplies } from "@/app/(saved-replies)/api/saved-replies/import/route";
import { POST as standaloneLogin } from "@/app/(auth)/api/standalone-login/route";
import { GET as standaloneLogoutPage, POST as standaloneLogout } from "@/app/(auth)/api/standalone-logout/route";
import { POST as signInNonce } from "@/app/(auth)/api/auth/sign-in-nonce/route";
import { POST as stripeWebhook } from "@/app/(billing)/api/stripe/webhook/route";
import { GET as usage } from "@/app/(replies)/api/usage/route";
import { POST as waitlist } from "@/app/(forms)/api/waitlist/route";
import { DEFAULT_MAX_BODY_BYTES } from "@/lib/platform/http/body";
import { PAYMENTS_NOT_CONFIGURED } from "@/lib/billing/config";
import { PAYMENTS_NOT_CONFIGURED_BASE } from "@/lib/messages";
import { FEEDBACK_TYPE_IDS, ISSUE_TYPE_IDS } from "@/lib/forms/options";
import { LANGUAGE_IDS, TONE_IDS } from "@/lib/plans";
import type { Rng } from "./random";

/** Who sends: nobody signed in, a signed-in Basic account, a signed-in Premium account. */
export type Identity = "anonymous" | "basic" | "premium";

export interface FuzzRoute {
  method: "GET" | "POST" | "DELETE";
  path: string;
  handler: (request: Request) => Response | Promise<Response>;
  /** How the body is read: JSON through lib/platform/http/body (with its byte limit), raw text, or not at all. */
  body: { kind: "json"; maxBytes: number } | { kind: "text"; maxBytes: number } | { kind: "none" };
  /** A body (or, for bodiless routes, a query) the route accepts: the base that mutations start from. */
  valid?: (rng: Rng) => unknown;
  query?: (rng: Rng) => string;
  /** Other paths the same handler serves (a catch-all route). */
  subpaths?: readonly string[];
  identities: readonly Identity[];
  /**
   * The one 503 the route may answer here, word for word: the fuzz runs without Stripe, and "payments
   * are not set up" is the documented answer of the payment routes then (docs/architecture.md, "Runtime modes").
   */
  unconfigured?: string;
  /** A navigation that answers with a redirect (sign-out, Auth.js's callback). */
  redirects?: boolean;
}

const SIGNED = ["anonymous", "basic", "premium"] as const;
const ANYONE = ["anonymous"] as const;

const email = (rng: Rng) => `fuzz.${rng.int(0, 1e9).toString(36)}@example.com`;
const tone = (rng: Rng) => rng.pick(TONE_IDS);
const language = (rng: Rng) => rng.pick(LANGUAGE_IDS);
const message = (rng: Rng) => rng.pick(["Hey, how was your weekend?", "haha you seem fun", "So what do you do for fun?", "Kya kar rahe ho?"]);

export const ROUTES: readonly FuzzRoute[] = [
  {
    method: "POST",
    path: "/api/generate",
    handler: generate,
    body: { kind: "json", maxBytes: 16 * 1024 },
    valid: (rng) => ({ message: message(rng), tone: rng.pick(["confident", "funny", "flirty"]), language: language(rng), ...(rng.chance(0.5) ? { thread: "Her: hi\nMe: hey" } : {}) }),
    identities: SIGNED,
  },
  {
    method: "POST",
    path: "/api/pattern-interrupt",
    handler: patternInterrupt,
    body: { kind: "json", maxBytes: 16 * 1024 },
    valid: (rng) => ({ message: message(rng) }),
    identities: ["anonymous", "premium"],
  },
  {
    method: "POST",
    path: "/api/romeo-chat",
    handler: romeoChat,
    body: { kind: "json", maxBytes: 32 * 1024 },
    valid: (rng) => ({
      message: rng.pick(["How do I cancel?", "What does Premium cost?", "Is my data private?"]),
      history: [
        { role: "user", content: "hi" },
        { role: "romeo", content: "Hi! How can I help?" },
      ],
    }),
    identities: ["anonymous", "premium"],
  },
  {
    method: "POST",
    path: "/api/romeo-dating-coach",
    handler: coach,
    body: { kind: "json", maxBytes: 16 * 1024 },
    valid: (rng) => ({ message: message(rng) }),
    identities: ["anonymous", "premium"],
  },
  { method: "GET", path: "/api/romeo-dating-coach/history", handler: coachHistory, body: { kind: "none" }, identities: ["anonymous", "premium"] },
  { method: "DELETE", path: "/api/romeo-dating-coach/history", handler: clearCoachHistory, body: { kind: "none" }, identities: ["anonymous", "premium"] },
  { method: "GET", path: "/api/saved-replies", handler: listSavedReplies, body: { kind: "none" }, identities: SIGNED },
  {
    method: "POST",
    path: "/api/saved-replies",
    handler: saveReply,
    body: { kind: "json", maxBytes: 8 * 1024 },
    valid: (rng) => ({ text: `Saved ${rng.int(0, 1e6)}: sounds fun, tell me more`, tone: tone(rng), language: language(rng) }),
    identities: SIGNED,
  },
  {
    method: "DELETE",
    path: "/api/saved-replies",
    handler: deleteSavedReply,
    body: { kind: "none" },
    query: (rng) => `id=${rng.pick(["cm0abc123def456", "x", "nonexistent_id-1"])}`,
    identities: SIGNED,
  },
  {
    method: "POST",
    path: "/api/saved-replies/import",
    handler: importSavedReplies,
    body: { kind: "json", maxBytes: 256 * 1024 },
    valid: (rng) => ({
      replies: Array.from({ length: rng.int(0, 3) }, (_, i) => ({ text: `Imported ${i} ${rng.int(0, 1e6)}`, tone: tone(rng), language: language(rng), timestamp: Date.now() - i })),
    }),
    identities: SIGNED,
  },
  {
    method: "POST",
    path: "/api/ratings",
    handler: ratings,
    body: { kind: "json", maxBytes: 1024 },
    valid: (rng) => ({ tone: tone(rng), language: language(rng), engine: rng.pick(["openai", "compatible", "offline"]), rating: rng.pick([1, -1]) }),
    identities: ["anonymous", "premium"],
  },
  {
    method: "POST",
    path: "/api/feedback",
    handler: feedback,
    body: { kind: "json", maxBytes: DEFAULT_MAX_BODY_BYTES },
    valid: (rng) => ({ email: email(rng), feedbackType: rng.pick(FEEDBACK_TYPE_IDS), message: "The replies are great." }),
    identities: ANYONE,
  },
  {
    method: "POST",
    path: "/api/report",
    handler: report,
    body: { kind: "json", maxBytes: DEFAULT_MAX_BODY_BYTES },
    valid: (rng) => ({ email: email(rng), issueType: rng.pick(ISSUE_TYPE_IDS), description: "The button does nothing." }),
    identities: ANYONE,
  },
  {
    method: "POST",
    path: "/api/newsletter-signup",
    handler: newsletter,
    body: { kind: "json", maxBytes: DEFAULT_MAX_BODY_BYTES },
    valid: (rng) => ({ email: email(rng) }),
    identities: ANYONE,
  },
  {
    method: "POST",
    path: "/api/waitlist",
    handler: waitlist,
    body: { kind: "json", maxBytes: 1024 },
    valid: (rng) => ({ email: email(rng), plan: "premium_plus" }),
    identities: ANYONE,
  },
  {
    method: "POST",
    path: "/api/standalone-login",
    handler: standaloneLogin,
    body: { kind: "json", maxBytes: 4 * 1024 },
    valid: (rng) => ({ email: email(rng), next: rng.pick(["/", "/account", "/pricing?x=1"]) }),
    identities: ANYONE,
  },
  { method: "GET", path: "/api/standalone-logout", handler: standaloneLogoutPage, body: { kind: "none" }, identities: ANYONE, redirects: true },
  { method: "POST", path: "/api/standalone-logout", handler: standaloneLogout, body: { kind: "none" }, identities: ANYONE, redirects: true },
  { method: "POST", path: "/api/auth/sign-in-nonce", handler: signInNonce, body: { kind: "none" }, identities: ANYONE },
  {
    method: "POST",
    path: "/api/create-payment-intent",
    handler: createPaymentIntent,
    body: { kind: "json", maxBytes: 2048 },
    valid: (rng) => ({ amount: 999, ...(rng.chance(0.5) ? { email: email(rng) } : {}) }),
    identities: SIGNED,
    unconfigured: PAYMENTS_NOT_CONFIGURED,
  },
  {
    method: "POST",
    path: "/api/get-or-create-premium-plus-subscription",
    handler: premiumPlus,
    body: { kind: "json", maxBytes: 2048 },
    valid: () => ({}),
    identities: SIGNED,
  },
  {
    method: "POST",
    path: "/api/payment-success",
    handler: paymentSuccess,
    body: { kind: "json", maxBytes: 2048 },
    valid: (rng) => ({ payment_intent_id: `pi_${rng.int(0, 1e9).toString(36)}`, ...(rng.chance(0.5) ? { email: email(rng) } : {}) }),
    identities: SIGNED,
    unconfigured: PAYMENTS_NOT_CONFIGURED,
  },
  { method: "GET", path: "/api/billing/config", handler: billingConfig, body: { kind: "none" }, identities: ANYONE },
  { method: "POST", path: "/api/billing/portal", handler: billingPortal, body: { kind: "none" }, identities: SIGNED },
  { method: "POST", path: "/api/billing/sync", handler: billingSync, body: { kind: "none" }, identities: SIGNED },
  {
    method: "POST",
    path: "/api/stripe/webhook",
    handler: stripeWebhook,
    body: { kind: "text", maxBytes: 512 * 1024 },
    valid: (rng) => ({ id: `evt_${rng.int(0, 1e9)}`, type: "customer.subscription.updated", data: { object: { customer: "cus_123" } } }),
    identities: ANYONE,
    // Stripe reads only the status; the webhook's own words for it.
    unconfigured: PAYMENTS_NOT_CONFIGURED_BASE,
  },
  { method: "POST", path: "/api/payment-test", handler: paymentTest, body: { kind: "none" }, identities: SIGNED },
  {
    method: "DELETE",
    path: "/api/account",
    handler: deleteAccount,
    body: { kind: "json", maxBytes: 1024 },
    // Never the signed-in address: the fuzz must not delete the accounts it signs in with.
    valid: (rng) => ({ confirm: email(rng) }),
    identities: SIGNED,
  },
  { method: "GET", path: "/api/account/export", handler: exportAccount, body: { kind: "none" }, identities: SIGNED },
  { method: "GET", path: "/api/usage", handler: usage, body: { kind: "none" }, identities: SIGNED },
  { method: "GET", path: "/api/auth/user", handler: authUser, body: { kind: "none" }, identities: SIGNED },
  { method: "GET", path: "/api/health", handler: health, body: { kind: "none" }, identities: ANYONE },
  { method: "POST", path: "/api/bench/baseline", handler: benchBaseline, body: { kind: "none" }, identities: ANYONE },
  {
    method: "GET",
    path: "/api/auth/callback/email",
    handler: authGet,
    body: { kind: "none" },
    query: (rng) => `token=${rng.int(0, 1e9).toString(16)}&email=${encodeURIComponent(email(rng))}&callbackUrl=${encodeURIComponent("/")}`,
    subpaths: ["/api/auth/session", "/api/auth/signin", "/api/auth/csrf", "/api/auth/providers", "/api/auth/callback/nodemailer", "/api/auth/signout", "/api/auth/", "/api/auth/callback/email/extra"],
    identities: ANYONE,
    redirects: true,
  },
  { method: "GET", path: "/api/auth/session", handler: authGet, body: { kind: "none" }, identities: SIGNED },
  { method: "POST", path: "/api/auth/signin/nodemailer", handler: authPost, body: { kind: "none" }, identities: ANYONE },
  {
    method: "POST",
    path: "/api/auth/callback/email",
    handler: authPost,
    body: { kind: "text", maxBytes: 4096 },
    // The mutations start from these fields (sent as the harness's text body, not a form): what matters
    // here is that nothing malformed gets past the form's parser as a 5xx.
    valid: (rng) => ({ token: rng.int(0, 1e9).toString(16), email: email(rng), callbackUrl: "/", nonce: rng.int(0, 1e9).toString(16) }),
    identities: ANYONE,
    redirects: true,
  },
];
