import { describe, expect, it } from "vitest";
import { authEventFrom as parseAuthEvent } from "@/lib/auth/cookies";
import { planForSubscription, RENEWAL_GRACE_MS } from "@/lib/billing/status";
import { isPaidPlan } from "@/lib/plans";

// Who is premium, as docs/decisions.md keeps it: the server decides from the subscription row.
const now = new Date("2026-11-23T12:00:00Z");
const day = 86_400_000;
const at = (offsetDays: number) => new Date(now.getTime() + offsetDays * day);

describe("planForSubscription (the one rule for who is premium)", () => {
  it("no subscription is Basic", () => {
    expect(planForSubscription(null, now)).toBe("basic");
    expect(planForSubscription(undefined, now)).toBe("basic");
  });

  it("an active (or trialing) subscription grants its tier: 'subscriptionStatus active' and 'subscriptionTier premium'", () => {
    expect(planForSubscription({ tier: "premium", status: "active", currentPeriodEnd: at(20) }, now)).toBe("premium");
    expect(planForSubscription({ tier: "premium", status: "trialing", currentPeriodEnd: at(5) }, now)).toBe("premium");
    expect(planForSubscription({ tier: "premium_plus", status: "active", currentPeriodEnd: at(20) }, now)).toBe("premium_plus");
  });

  it("a grant (active, no period end) does not expire", () => {
    expect(planForSubscription({ tier: "premium", status: "active", currentPeriodEnd: null }, new Date("2099-01-01"))).toBe("premium");
  });

  it("an active subscription whose period ended beyond the renewal grace is Basic (a missed cancellation)", () => {
    expect(planForSubscription({ tier: "premium", status: "active", currentPeriodEnd: at(-1) }, now)).toBe("premium");
    const lapsed = new Date(now.getTime() - RENEWAL_GRACE_MS - 1000);
    expect(planForSubscription({ tier: "premium", status: "active", currentPeriodEnd: lapsed }, now)).toBe("basic");
  });

  it("past_due keeps access until the period ends, then Basic", () => {
    expect(planForSubscription({ tier: "premium", status: "past_due", currentPeriodEnd: at(3) }, now)).toBe("premium");
    expect(planForSubscription({ tier: "premium", status: "past_due", currentPeriodEnd: at(-0.01) }, now)).toBe("basic");
    expect(planForSubscription({ tier: "premium", status: "past_due", currentPeriodEnd: null }, now)).toBe("basic");
  });

  it.each(["canceled", "unpaid", "incomplete", "incomplete_expired", "paused", "premium", "mystery"])(
    "status %s grants nothing",
    (status) => {
      expect(planForSubscription({ tier: "premium", status, currentPeriodEnd: at(20) }, now)).toBe("basic");
    },
  );

  it("an unknown tier grants nothing, even when active", () => {
    expect(planForSubscription({ tier: "gold", status: "active", currentPeriodEnd: at(20) }, now)).toBe("basic");
    expect(planForSubscription({ tier: "basic", status: "active", currentPeriodEnd: at(20) }, now)).toBe("basic");
  });

  it("Premium and Premium Plus are the paid plans", () => {
    expect([isPaidPlan("basic"), isPaidPlan("premium"), isPaidPlan("premium_plus"), isPaidPlan(null), isPaidPlan(undefined)]).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe("the sign-in event cookie", () => {
  it("reads only the known events", () => {
    expect(parseAuthEvent("a=1; holla_auth_event=signed_in_new; b=2")).toBe("signed_in_new");
    expect(parseAuthEvent("holla_auth_event=signed_out")).toBe("signed_out");
    expect(parseAuthEvent("holla_auth_event=premium")).toBeNull();
    expect(parseAuthEvent("")).toBeNull();
  });
});
