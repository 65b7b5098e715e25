import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const posthog = vi.hoisted(() => ({ init: vi.fn(), capture: vi.fn(), imported: vi.fn() }));
vi.mock("posthog-js", () => {
  posthog.imported();
  return { default: { init: posthog.init, capture: posthog.capture } };
});

import {
  type AnalyticsEvents,
  analytics,
  cleanProperties,
  configureAnalytics,
  EVENT_PROPERTIES,
  resetAnalytics,
  track,
} from "@/lib/platform/client/analytics";

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  resetAnalytics();
  posthog.init.mockClear();
  posthog.capture.mockClear();
});
afterEach(() => vi.restoreAllMocks());

// First in this file on purpose: once a later test loads the (mocked) module, it stays loaded.
describe("analytics without a key", () => {
  it("sends nothing and never loads posthog-js", async () => {
    analytics.pageViewed({ page: "/" });
    configureAnalytics({ key: null, host: "https://eu.i.posthog.com" });
    analytics.replyGenerated({
      tone: "funny",
      language: "en",
      engine: "offline",
      count: 3,
      is_premium: false,
      with_thread: false,
      regenerated: false,
    });
    analytics.pricingPageViewed();
    await flush();
    expect(posthog.imported).not.toHaveBeenCalled();
    expect(posthog.init).not.toHaveBeenCalled();
    expect(posthog.capture).not.toHaveBeenCalled();
  });

  it("an empty key counts as no key", async () => {
    configureAnalytics({ key: "" });
    analytics.shareClicked({ tone: "funny", method: "native" });
    await flush();
    expect(posthog.capture).not.toHaveBeenCalled();
  });
});

describe("analytics with a key", () => {
  it("initialises PostHog without autocapture or recordings, and sends events held from before the key arrived", async () => {
    analytics.pageViewed({ page: "/subscribe?email=a@b.c#top" });
    configureAnalytics({ key: "phc_test", host: "https://eu.i.posthog.com" });
    analytics.replyRated({ rating: 1, tone: "flirty", language: "hi", engine: "openai" });
    await flush();
    expect(posthog.init).toHaveBeenCalledTimes(1);
    const [key, config] = posthog.init.mock.calls[0]!;
    expect(key).toBe("phc_test");
    expect(config).toMatchObject({
      api_host: "https://eu.i.posthog.com",
      autocapture: false,
      capture_pageview: false,
      disable_session_recording: true,
    });
    expect(posthog.capture.mock.calls).toEqual([
      ["page_viewed", { page: "/subscribe" }],
      ["reply_rated", { rating: 1, tone: "flirty", language: "hi", engine: "openai" }],
    ]);
  });

  it("configuring twice keeps the first answer", async () => {
    configureAnalytics({ key: null });
    configureAnalytics({ key: "phc_late" });
    analytics.pricingPageViewed();
    await flush();
    expect(posthog.capture).not.toHaveBeenCalled();
  });
});

describe("no message text reaches analytics", () => {
  it("drops properties an event does not declare, even when forced past the types", async () => {
    configureAnalytics({ key: "phc_test" });
    const forced = {
      tone: "funny",
      reply_length: 24,
      edited: true,
      source: "generated",
      message: "hey what's up",
      reply: "Not much, you?",
    };
    track("reply_copied", forced as unknown as AnalyticsEvents["reply_copied"]);
    await flush();
    expect(posthog.capture).toHaveBeenCalledWith("reply_copied", { tone: "funny", reply_length: 24, edited: true, source: "generated" });
  });

  it("drops a declared string value that reads like text rather than an identifier", () => {
    const sneaky = { tone: "you look great in that photo", method: "native" } as unknown as AnalyticsEvents["share_clicked"];
    expect(cleanProperties("share_clicked", sneaky)).toEqual({ method: "native" });
  });

  it("no event declares a message, reply, text or thread property", () => {
    const keys = Object.values(EVENT_PROPERTIES).flat() as string[];
    for (const banned of ["message", "reply", "text", "thread", "content"]) expect(keys).not.toContain(banned);
  });

  it("the types refuse message text (checked by tsc)", () => {
    // Every property is a union of fixed words, a number or a boolean; `page` (a path) is the one string.
    type FreeText<T> = { [K in keyof T]-?: string extends T[K] ? K : never }[keyof T];
    type FreeTextProps = { [E in keyof AnalyticsEvents]: FreeText<AnalyticsEvents[E]> }[keyof AnalyticsEvents];
    const onlyPage: [FreeTextProps] extends ["page"] ? true : false = true;
    expect(onlyPage).toBe(true);

    analytics.replyGenerated({
      tone: "funny",
      language: "en",
      engine: "offline",
      count: 3,
      is_premium: false,
      with_thread: false,
      regenerated: false,
      // @ts-expect-error reply_generated has no message property
      message: "hi",
    });
    // @ts-expect-error a tone is one of the four tone ids, not free text
    analytics.shareClicked({ tone: "hey there", method: "native" });
  });
});
