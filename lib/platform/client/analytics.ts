import type { LanguageId, PlanId, ToneId } from "@/lib/plans";
import type { EngineId } from "@/lib/platform/ai/provider";

// The product's analytics events, typed, over PostHog (docs/decisions.md, "Analytics"):
// - sent only when a PostHog key is configured (the root layout hands it over from lib/platform/env.ts);
//   without one nothing is loaded and nothing leaves the browser;
// - posthog-js (~60 KB) is imported only once there is a key and something to send;
// - never any message or reply text: every property is a tone, a language, an engine, a plan, a
//   count, a boolean or a fixed word from the unions below, and anything else is dropped before sending.

export type UpgradeSource = "creative_tone" | "daily_limit" | "save_limit" | "saved_nudge" | "pricing_card" | "features";
export type PricingAction = "viewed_pricing" | "clicked_plan" | "started_checkout";
export type CheckoutStep = "email" | "payment";
type None = Record<never, never>;

export interface AnalyticsEvents {
  /** page: the path only, never the query or hash. */
  page_viewed: { page: string };
  user_signed_in: None;
  user_signed_out: None;
  upgrade_button_clicked: { plan: PlanId; source: UpgradeSource };
  pricing_page_viewed: None;
  subscription_started: { plan: PlanId };
  subscription_completed: { plan: PlanId; amount: number };
  reply_generated: {
    tone: ToneId;
    language: LanguageId;
    engine: EngineId;
    count: number;
    is_premium: boolean;
    with_thread: boolean;
    regenerated: boolean;
  };
  pattern_interrupt_used: { is_premium: boolean };
  romeo_coach_used: { is_premium: boolean };
  reply_copied: { tone: ToneId; reply_length: number; edited: boolean; source: "generated" | "saved" };
  reply_rated: { rating: 1 | -1; tone: ToneId; language: LanguageId; engine: EngineId };
  share_clicked: { tone: ToneId; method: "native" | "clipboard" };
  pricing_dropoff: { last_action: PricingAction };
  checkout_abandoned: { step: CheckoutStep };
}
export type AnalyticsEvent = keyof AnalyticsEvents;

/** The properties each event may carry; anything else is dropped at runtime too. */
export const EVENT_PROPERTIES: { readonly [E in AnalyticsEvent]: readonly (keyof AnalyticsEvents[E])[] } = {
  page_viewed: ["page"],
  user_signed_in: [],
  user_signed_out: [],
  upgrade_button_clicked: ["plan", "source"],
  pricing_page_viewed: [],
  subscription_started: ["plan"],
  subscription_completed: ["plan", "amount"],
  reply_generated: ["tone", "language", "engine", "count", "is_premium", "with_thread", "regenerated"],
  pattern_interrupt_used: ["is_premium"],
  romeo_coach_used: ["is_premium"],
  reply_copied: ["tone", "reply_length", "edited", "source"],
  reply_rated: ["rating", "tone", "language", "engine"],
  share_clicked: ["tone", "method"],
  pricing_dropoff: ["last_action"],
  checkout_abandoned: ["step"],
};

/** Identifiers and paths only: short, no spaces. A sentence can never pass. */
const SAFE_STRING = /^[A-Za-z0-9_/.-]{1,64}$/;

export function cleanProperties<E extends AnalyticsEvent>(
  event: E,
  properties: AnalyticsEvents[E],
): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  const given = properties as Record<string, unknown>;
  for (const key of EVENT_PROPERTIES[event] as readonly string[]) {
    let value = given[key];
    if (key === "page" && typeof value === "string") value = value.split(/[?#]/)[0];
    if (typeof value === "boolean" || (typeof value === "number" && Number.isFinite(value))) out[key] = value;
    else if (typeof value === "string" && SAFE_STRING.test(value)) out[key] = value;
  }
  return out;
}

export interface AnalyticsConfig {
  key?: string | null;
  host?: string | null;
}

type Client = { capture(event: string, properties?: Record<string, unknown>): unknown };
type Pending = { event: AnalyticsEvent; properties: Record<string, string | number | boolean> };
type State = { status: "unknown"; queue: Pending[] } | { status: "off" } | { status: "on"; client: Promise<Client | null> };

const MAX_QUEUED = 50;
let state: State = { status: "unknown", queue: [] };

async function loadClient(key: string, host: string | null | undefined): Promise<Client | null> {
  try {
    const { default: posthog } = await import("posthog-js");
    posthog.init(key, {
      api_host: host || "https://us.i.posthog.com",
      // Only the events below: no autocapture of clicks or text, no recordings, no surveys.
      autocapture: false,
      capture_pageview: false,
      capture_pageleave: false,
      disable_session_recording: true,
      disable_surveys: true,
      capture_dead_clicks: false,
      capture_exceptions: false,
      capture_heatmaps: false,
      rageclick: false,
      mask_all_text: true,
      mask_all_element_attributes: true,
      person_profiles: "identified_only",
    });
    return posthog;
  } catch (error) {
    console.warn("[analytics] PostHog did not load:", error instanceof Error ? error.message : error);
    return null;
  }
}

function send(client: Promise<Client | null>, pending: Pending) {
  void client.then((c) => c?.capture(pending.event, pending.properties));
}

/** Called once by the root layout's config component. No key: analytics stay off for good. */
export function configureAnalytics({ key, host }: AnalyticsConfig) {
  if (state.status !== "unknown") return;
  const queue = state.queue;
  if (!key) {
    state = { status: "off" };
    return;
  }
  const client = loadClient(key, host);
  state = { status: "on", client };
  for (const pending of queue) send(client, pending);
}

export function track<E extends AnalyticsEvent>(event: E, properties: AnalyticsEvents[E]) {
  if (state.status === "off") return;
  const pending = { event, properties: cleanProperties(event, properties) };
  if (state.status === "unknown") {
    // Events from effects that run before the config component's: held until the key is known.
    if (state.queue.length < MAX_QUEUED) state.queue.push(pending);
    return;
  }
  send(state.client, pending);
}

/** For tests: back to "not configured yet". */
export function resetAnalytics() {
  state = { status: "unknown", queue: [] };
}

/** One typed function per event of the spec's catalogue. */
export const analytics = {
  pageViewed: (p: AnalyticsEvents["page_viewed"]) => track("page_viewed", p),
  userSignedIn: () => track("user_signed_in", {}),
  userSignedOut: () => track("user_signed_out", {}),
  upgradeButtonClicked: (p: AnalyticsEvents["upgrade_button_clicked"]) => track("upgrade_button_clicked", p),
  pricingPageViewed: () => track("pricing_page_viewed", {}),
  subscriptionStarted: (p: AnalyticsEvents["subscription_started"]) => track("subscription_started", p),
  subscriptionCompleted: (p: AnalyticsEvents["subscription_completed"]) => track("subscription_completed", p),
  replyGenerated: (p: AnalyticsEvents["reply_generated"]) => track("reply_generated", p),
  patternInterruptUsed: (p: AnalyticsEvents["pattern_interrupt_used"]) => track("pattern_interrupt_used", p),
  romeoCoachUsed: (p: AnalyticsEvents["romeo_coach_used"]) => track("romeo_coach_used", p),
  replyCopied: (p: AnalyticsEvents["reply_copied"]) => track("reply_copied", p),
  replyRated: (p: AnalyticsEvents["reply_rated"]) => track("reply_rated", p),
  shareClicked: (p: AnalyticsEvents["share_clicked"]) => track("share_clicked", p),
  pricingDropoff: (p: AnalyticsEvents["pricing_dropoff"]) => track("pricing_dropoff", p),
  checkoutAbandoned: (p: AnalyticsEvents["checkout_abandoned"]) => track("checkout_abandoned", p),
};
