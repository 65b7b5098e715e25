import fc from "fast-check";
import { DELETE as deleteAbout, GET as getAbout, PUT as putAbout } from "@/app/(account)/api/account/about/route";
import { GET as exportAccount } from "@/app/(account)/api/account/export/route";
import { DELETE as deleteAccount } from "@/app/(account)/api/account/route";
import { GET as authGet, POST as authPost } from "@/app/(auth)/api/auth/[...nextauth]/route";
import { POST as signInNonce } from "@/app/(auth)/api/auth/sign-in-nonce/route";
import { GET as authUser } from "@/app/(auth)/api/auth/user/route";
import { POST as standaloneLogin } from "@/app/(auth)/api/standalone-login/route";
import { POST as standaloneLogout, GET as standaloneLogoutPage } from "@/app/(auth)/api/standalone-logout/route";
import { GET as billingConfig } from "@/app/(billing)/api/billing/config/route";
import { POST as billingPortal } from "@/app/(billing)/api/billing/portal/route";
import { POST as billingSync } from "@/app/(billing)/api/billing/sync/route";
import { POST as createPaymentIntent } from "@/app/(billing)/api/create-payment-intent/route";
import { POST as premiumPlus } from "@/app/(billing)/api/get-or-create-premium-plus-subscription/route";
import { POST as paymentSuccess } from "@/app/(billing)/api/payment-success/route";
import { POST as paymentTest } from "@/app/(billing)/api/payment-test/route";
import { POST as stripeWebhook } from "@/app/(billing)/api/stripe/webhook/route";
import { POST as feedback } from "@/app/(forms)/api/feedback/route";
import { POST as newsletter } from "@/app/(forms)/api/newsletter-signup/route";
import { POST as report } from "@/app/(forms)/api/report/route";
import { POST as waitlist } from "@/app/(forms)/api/waitlist/route";
import { POST as openers } from "@/app/(openers)/api/openers/route";
import { POST as patternInterrupt } from "@/app/(pattern-interrupt)/api/pattern-interrupt/route";
import { POST as benchBaseline } from "@/app/(platform)/api/bench/baseline/route";
import { GET as health } from "@/app/(platform)/api/health/route";
import { POST as generate } from "@/app/(replies)/api/generate/route";
import { POST as ratings } from "@/app/(replies)/api/ratings/route";
import { GET as usage } from "@/app/(replies)/api/usage/route";
import { POST as romeoChat } from "@/app/(romeo)/api/romeo-chat/route";
import { DELETE as clearCoachHistory, GET as coachHistory } from "@/app/(romeo)/api/romeo-dating-coach/history/route";
import { POST as coach } from "@/app/(romeo)/api/romeo-dating-coach/route";
import { POST as importSavedReplies } from "@/app/(saved-replies)/api/saved-replies/import/route";
import { DELETE as deleteSavedReply, GET as listSavedReplies, POST as saveReply } from "@/app/(saved-replies)/api/saved-replies/route";
import { POST as readScreenshot, GET as readScreenshotAvailable } from "@/app/(screenshot)/api/read-screenshot/route";
import { POST as shareTarget } from "@/app/(screenshot)/share-target/route";
import { PAYMENTS_NOT_CONFIGURED } from "@/lib/billing/config";
import { FEEDBACK_TYPE_IDS, ISSUE_TYPE_IDS } from "@/lib/forms/options";
import { PAYMENTS_NOT_CONFIGURED_BASE } from "@/lib/messages";
import { LANGUAGE_IDS, TONE_IDS } from "@/lib/plans";
import { DEFAULT_MAX_BODY_BYTES } from "@/lib/platform/http/body-ceilings.mjs";
import { STEER_IDS } from "@/lib/replies/steer";

/** Who sends: nobody signed in, a signed-in Basic account, a signed-in Premium account. */
export type Identity = "anonymous" | "basic" | "premium";

export interface FuzzRoute {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  handler: (request: Request) => Response | Promise<Response>;
  /** How the body is read: JSON through lib/platform/http/body (with its byte limit), raw text, or not at all. */
  body: { kind: "json"; maxBytes: number } | { kind: "text"; maxBytes: number } | { kind: "none" };
  /** A body (or, for bodiless routes, a query) the route accepts: the base that mutations start from. */
  valid?: fc.Arbitrary<unknown>;
  query?: fc.Arbitrary<string>;
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
const json = (maxBytes: number) => ({ kind: "json", maxBytes }) as const;
const NONE = { kind: "none" } as const;

// Unbiased: fast-check favours small numbers, and repeated addresses or texts would meet the resend
// cooldowns and duplicate checks instead of the code under test.
const id = fc.noBias(fc.nat(1e9));
const email = id.map((n) => `fuzz.${n.toString(36)}@example.com`);
const hex = id.map((n) => n.toString(16));
const tone = fc.constantFrom(...TONE_IDS);
const language = fc.constantFrom(...LANGUAGE_IDS);
const message = fc.constantFrom("Hey, how was your weekend?", "haha you seem fun", "So what do you do for fun?", "Kya kar rahe ho?");
const PAID = { identities: SIGNED, unconfigured: PAYMENTS_NOT_CONFIGURED } as const;

export const ROUTES: readonly FuzzRoute[] = [
  {
    method: "POST",
    path: "/api/generate",
    handler: generate,
    body: json(16 * 1024),
    valid: fc.record(
      {
        message,
        tone: fc.constantFrom("confident", "funny", "flirty"),
        language,
        thread: fc.constant("Her: hi\nMe: hey"),
        steer: fc.constantFrom(...STEER_IDS),
        instruction: fc.constantFrom("shorter", "mention the beach"),
      },
      { requiredKeys: ["message", "tone", "language"] },
    ),
    identities: SIGNED,
  },
  {
    method: "POST",
    path: "/api/openers",
    handler: openers,
    body: json(16 * 1024),
    valid: fc.record(
      {
        profile: fc.constantFrom(
          "Architect. Just back from Goa. Dog mom to Coco.",
          "My simple pleasures: chai at 6am",
          "Mumbai ki ladki, trekking pe",
        ),
        tone: fc.constantFrom("confident", "funny", "flirty"),
        language,
      },
      { requiredKeys: ["profile", "tone", "language"] },
    ),
    identities: SIGNED,
  },
  {
    method: "POST",
    path: "/api/pattern-interrupt",
    handler: patternInterrupt,
    body: json(16 * 1024),
    valid: fc.record({ message }),
    identities: ["anonymous", "premium"],
  },
  {
    method: "POST",
    path: "/api/romeo-chat",
    handler: romeoChat,
    body: json(32 * 1024),
    valid: fc.record({
      message: fc.constantFrom("How do I cancel?", "What does Premium cost?", "Is my data private?"),
      history: fc.constant([
        { role: "user", content: "hi" },
        { role: "romeo", content: "Hi! How can I help?" },
      ]),
    }),
    identities: ["anonymous", "premium"],
  },
  {
    method: "POST",
    path: "/api/romeo-dating-coach",
    handler: coach,
    body: json(16 * 1024),
    valid: fc.record({ message }),
    identities: ["anonymous", "premium"],
  },
  { method: "GET", path: "/api/romeo-dating-coach/history", handler: coachHistory, body: NONE, identities: ["anonymous", "premium"] },
  {
    method: "DELETE",
    path: "/api/romeo-dating-coach/history",
    handler: clearCoachHistory,
    body: NONE,
    identities: ["anonymous", "premium"],
  },
  // The fuzz runs without a model, so "Read with AI" is a 404 before its body is read (the image checks
  // are tests/integration/read-screenshot.test.ts's).
  { method: "GET", path: "/api/read-screenshot", handler: readScreenshotAvailable, body: NONE, identities: ANYONE },
  { method: "POST", path: "/api/read-screenshot", handler: readScreenshot, body: NONE, identities: ANYONE },
  { method: "GET", path: "/api/saved-replies", handler: listSavedReplies, body: NONE, identities: SIGNED },
  {
    method: "POST",
    path: "/api/saved-replies",
    handler: saveReply,
    body: json(8 * 1024),
    valid: fc.record({ text: id.map((n) => `Saved ${n}: sounds fun, tell me more`), tone, language }),
    identities: SIGNED,
  },
  {
    method: "DELETE",
    path: "/api/saved-replies",
    handler: deleteSavedReply,
    body: NONE,
    query: fc.constantFrom("id=cm0abc123def456", "id=x", "id=nonexistent_id-1"),
    identities: SIGNED,
  },
  {
    method: "POST",
    path: "/api/saved-replies/import",
    handler: importSavedReplies,
    body: json(256 * 1024),
    valid: fc.record({
      replies: fc.array(
        fc.record({ text: id.map((n) => `Imported ${n}`), tone, language, timestamp: fc.integer({ min: 1.7e12, max: 1.8e12 }) }),
        { maxLength: 3 },
      ),
    }),
    identities: SIGNED,
  },
  {
    method: "POST",
    path: "/api/ratings",
    handler: ratings,
    body: json(1024),
    valid: fc.record({ tone, language, engine: fc.constantFrom("openai", "compatible", "offline"), rating: fc.constantFrom(1, -1) }),
    identities: ["anonymous", "premium"],
  },
  {
    method: "POST",
    path: "/api/feedback",
    handler: feedback,
    body: json(DEFAULT_MAX_BODY_BYTES),
    valid: fc.record({ email, feedbackType: fc.constantFrom(...FEEDBACK_TYPE_IDS), message: fc.constant("The replies are great.") }),
    identities: ANYONE,
  },
  {
    method: "POST",
    path: "/api/report",
    handler: report,
    body: json(DEFAULT_MAX_BODY_BYTES),
    valid: fc.record({ email, issueType: fc.constantFrom(...ISSUE_TYPE_IDS), description: fc.constant("The button does nothing.") }),
    identities: ANYONE,
  },
  {
    method: "POST",
    path: "/api/newsletter-signup",
    handler: newsletter,
    body: json(DEFAULT_MAX_BODY_BYTES),
    valid: fc.record({ email }),
    identities: ANYONE,
  },
  {
    method: "POST",
    path: "/api/waitlist",
    handler: waitlist,
    body: json(1024),
    valid: fc.record({ email, plan: fc.constant("premium_plus") }),
    identities: ANYONE,
  },
  {
    method: "POST",
    path: "/api/standalone-login",
    handler: standaloneLogin,
    body: json(4 * 1024),
    valid: fc.record({ email, next: fc.constantFrom("/", "/account", "/pricing?x=1") }),
    identities: ANYONE,
  },
  { method: "GET", path: "/api/standalone-logout", handler: standaloneLogoutPage, body: NONE, identities: ANYONE, redirects: true },
  { method: "POST", path: "/api/standalone-logout", handler: standaloneLogout, body: NONE, identities: ANYONE, redirects: true },
  // Not under /api/, but a POST anyone can send (the share sheet's, when no service worker answered it).
  { method: "POST", path: "/share-target", handler: shareTarget, body: NONE, identities: ANYONE, redirects: true },
  { method: "POST", path: "/api/auth/sign-in-nonce", handler: signInNonce, body: NONE, identities: ANYONE },
  {
    method: "POST",
    path: "/api/create-payment-intent",
    handler: createPaymentIntent,
    body: json(2048),
    valid: fc.record({ amount: fc.constant(999), email }, { requiredKeys: ["amount"] }),
    ...PAID,
  },
  {
    method: "POST",
    path: "/api/get-or-create-premium-plus-subscription",
    handler: premiumPlus,
    body: json(2048),
    valid: fc.constant({}),
    identities: SIGNED,
  },
  {
    method: "POST",
    path: "/api/payment-success",
    handler: paymentSuccess,
    body: json(2048),
    valid: fc.record({ payment_intent_id: id.map((n) => `pi_${n.toString(36)}`), email }, { requiredKeys: ["payment_intent_id"] }),
    ...PAID,
  },
  { method: "GET", path: "/api/billing/config", handler: billingConfig, body: NONE, identities: ANYONE },
  { method: "POST", path: "/api/billing/portal", handler: billingPortal, body: NONE, identities: SIGNED },
  { method: "POST", path: "/api/billing/sync", handler: billingSync, body: NONE, identities: SIGNED },
  {
    method: "POST",
    path: "/api/stripe/webhook",
    handler: stripeWebhook,
    body: { kind: "text", maxBytes: 512 * 1024 },
    valid: fc.record({
      id: id.map((n) => `evt_${n}`),
      type: fc.constant("customer.subscription.updated"),
      data: fc.constant({ object: { customer: "cus_123" } }),
    }),
    identities: ANYONE,
    // Stripe reads only the status; the webhook's own words for it.
    unconfigured: PAYMENTS_NOT_CONFIGURED_BASE,
  },
  { method: "POST", path: "/api/payment-test", handler: paymentTest, body: NONE, identities: SIGNED },
  // Never the signed-in address: the fuzz must not delete the accounts it signs in with.
  {
    method: "DELETE",
    path: "/api/account",
    handler: deleteAccount,
    body: json(1024),
    valid: fc.record({ confirm: email }),
    identities: SIGNED,
  },
  { method: "GET", path: "/api/account/export", handler: exportAccount, body: NONE, identities: SIGNED },
  { method: "GET", path: "/api/account/about", handler: getAbout, body: NONE, identities: SIGNED },
  {
    method: "PUT",
    path: "/api/account/about",
    handler: putAbout,
    body: json(16 * 1024),
    valid: fc.record({
      name: fc.constantFrom("Arjun", "Kabir"),
      work: fc.constantFrom("designer", "engineer at Zomato"),
      samples: fc.constant(["haha ya", "lol 😂"]),
    }),
    identities: SIGNED,
  },
  { method: "DELETE", path: "/api/account/about", handler: deleteAbout, body: NONE, identities: SIGNED },
  { method: "GET", path: "/api/usage", handler: usage, body: NONE, identities: SIGNED },
  { method: "GET", path: "/api/auth/user", handler: authUser, body: NONE, identities: SIGNED },
  { method: "GET", path: "/api/health", handler: health, body: NONE, identities: ANYONE },
  { method: "POST", path: "/api/bench/baseline", handler: benchBaseline, body: NONE, identities: ANYONE },
  {
    method: "GET",
    path: "/api/auth/callback/email",
    handler: authGet,
    body: NONE,
    query: fc
      .tuple(hex, email)
      .map(([token, address]) => `token=${token}&email=${encodeURIComponent(address)}&callbackUrl=${encodeURIComponent("/")}`),
    subpaths: [
      "/api/auth/session",
      "/api/auth/signin",
      "/api/auth/csrf",
      "/api/auth/providers",
      "/api/auth/callback/nodemailer",
      "/api/auth/signout",
      "/api/auth/",
      "/api/auth/callback/email/extra",
    ],
    identities: ANYONE,
    redirects: true,
  },
  { method: "GET", path: "/api/auth/session", handler: authGet, body: NONE, identities: SIGNED },
  { method: "POST", path: "/api/auth/signin/nodemailer", handler: authPost, body: NONE, identities: ANYONE },
  {
    method: "POST",
    path: "/api/auth/callback/email",
    handler: authPost,
    body: { kind: "text", maxBytes: 4096 },
    // The mutations start from these fields (sent as the harness's text body, not a form): what matters
    // here is that nothing malformed gets past the form's parser as a 5xx.
    valid: fc.record({ token: hex, email, callbackUrl: fc.constant("/"), nonce: hex }),
    identities: ANYONE,
    redirects: true,
  },
];
