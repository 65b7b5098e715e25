import { describe, expect, it } from "vitest";
import { formatPrice, PLANS, TONE_IDS, TONES, toneAllowed } from "@/lib/plans";

describe("plans", () => {
  it("prices Premium at $9.99 and Premium Plus at $24.99 a month, Basic free", () => {
    expect(formatPrice(PLANS.premium.priceCents)).toBe("$9.99");
    expect(formatPrice(PLANS.premium_plus.priceCents)).toBe("$24.99");
    expect(formatPrice(PLANS.basic.priceCents)).toBe("$0");
  });

  it("gives Basic 2 generations a day and 10 saves; Premium unlimited", () => {
    expect([PLANS.basic.dailyGenerations, PLANS.basic.savedReplies]).toEqual([2, 10]);
    expect([PLANS.premium.dailyGenerations, PLANS.premium.savedReplies]).toEqual([null, null]);
  });

  it("keeps Creative for Premium and the other three tones for everyone", () => {
    expect(TONE_IDS).toEqual(["confident", "funny", "flirty", "creative"]);
    for (const tone of TONE_IDS) {
      expect(toneAllowed("basic", tone)).toBe(!TONES[tone].premium);
      expect(toneAllowed("premium", tone)).toBe(true);
    }
    expect(toneAllowed("basic", "creative")).toBe(false);
  });

  it("announces Premium Plus as coming soon", () => {
    expect(PLANS.premium_plus.comingSoon).toBe(true);
    expect(PLANS.premium.comingSoon).toBe(false);
  });
});
