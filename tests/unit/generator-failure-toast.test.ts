import { describe, expect, it } from "vitest";
import { DAILY_LIMIT_TITLE, generationFailureToast } from "@/lib/replies/client/failure-toast";
import { usageLine } from "@/lib/replies/client/usage-text";

describe("generationFailureToast (docs/product.md)", () => {
  it.each([
    [429, "Daily Limit Reached! Upgrade to Premium Now To Get Unlimited Replies!"],
    [500, "HTTP 403"],
    [500, "Forbidden"],
  ])("%i %s → the daily-limit toast", (status, message) => {
    expect(generationFailureToast(status, message)).toMatchObject({ kind: "limit", title: DAILY_LIMIT_TITLE });
  });

  it("a 403 about the Creative tone → the premium toast and the way to upgrade", () => {
    const message = "Creative tone requires Premium. Upgrade to access psychology-backed replies.";
    expect(generationFailureToast(403, message)).toEqual({ kind: "premium", title: "Premium Feature", description: message });
  });

  it("a safety refusal shows its kind message as the description", () => {
    const message = "Let's keep it respectful: I can't write that one.";
    expect(generationFailureToast(422, message)).toEqual({ kind: "failed", title: "Generation Failed", description: message });
  });

  it("anything else: Generation Failed with the message, or the fallback", () => {
    expect(generationFailureToast(503, "The AI provider is not answering.")).toEqual({ kind: "failed", title: "Generation Failed", description: "The AI provider is not answering." });
    expect(generationFailureToast(500, "")).toEqual({ kind: "failed", title: "Generation Failed", description: "Failed to generate replies" });
    expect(generationFailureToast(0, undefined).description).toBe("Failed to generate replies");
  });
});

describe("usageLine", () => {
  it("counts down the free replies and never shows a negative", () => {
    expect(usageLine({ limit: 2, remaining: 2 })).toBe("2 of 2 free replies left today");
    expect(usageLine({ limit: 2, remaining: 1 })).toBe("1 of 2 free replies left today");
    expect(usageLine({ limit: 2, remaining: -1 })).toBe("0 of 2 free replies left today");
  });

  it("says Unlimited replies for unlimited plans", () => {
    expect(usageLine({ limit: null, remaining: null })).toBe("Unlimited replies");
  });
});
