import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// A browser tab, reduced to what the funnel uses: sessionStorage and the pagehide event.
function fakeTab() {
  const storage = new Map<string, string>();
  const listeners: Array<(event: { persisted: boolean }) => void> = [];
  vi.stubGlobal("window", {
    sessionStorage: { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v) },
    addEventListener: (type: string, fn: (event: { persisted: boolean }) => void) => type === "pagehide" && listeners.push(fn),
  });
  return {
    leave: (persisted = false) => {
      for (const fn of listeners) fn({ persisted });
    },
  };
}

async function load() {
  vi.resetModules();
  const analytics = await import("@/lib/platform/client/analytics");
  const dropoff = vi.spyOn(analytics.analytics, "pricingDropoff").mockImplementation(() => {});
  const { pricingStep } = await import("@/lib/billing/client/pricing-funnel");
  return { pricingStep, dropoff };
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

describe("pricing_dropoff", () => {
  it("reports the furthest step reached when a visitor leaves without paying, once", async () => {
    const tab = fakeTab();
    const { pricingStep, dropoff } = await load();
    pricingStep("viewed_pricing");
    pricingStep("clicked_plan");
    pricingStep("viewed_pricing"); // scrolling past the prices again is not a step back
    tab.leave();
    tab.leave();
    expect(dropoff).toHaveBeenCalledTimes(1);
    expect(dropoff).toHaveBeenCalledWith({ last_action: "clicked_plan" });
  });

  it("says nothing after a payment, or when the page only went into the back/forward cache", async () => {
    const tab = fakeTab();
    const { pricingStep, dropoff } = await load();
    pricingStep("started_checkout");
    tab.leave(true);
    expect(dropoff).not.toHaveBeenCalled();
    pricingStep("paid");
    tab.leave();
    expect(dropoff).not.toHaveBeenCalled();
  });
});
