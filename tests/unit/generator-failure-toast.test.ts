import { describe, expect, it } from "vitest";
import { CREATIVE_REQUIRES_PREMIUM, DAILY_LIMIT } from "@/lib/messages";
import { DAILY_LIMIT_TITLE, generationFailureToast } from "@/lib/replies/client/failure-toast";
import { usageLine } from "@/lib/replies/usage-text";

describe("generationFailureToast (docs/product.md): decided by the code, never by the words", () => {
  it("daily_limit → the daily-limit toast, whatever the words", () => {
    expect(generationFailureToast("daily_limit", DAILY_LIMIT)).toMatchObject({ kind: "limit", title: DAILY_LIMIT_TITLE });
    expect(generationFailureToast("daily_limit", "anything")).toMatchObject({ kind: "limit", title: DAILY_LIMIT_TITLE });
  });

  it.each(["network_limit"] as const)("%s → the daily-limit toast with the server's reason", (code) => {
    expect(generationFailureToast(code, "Free replies from this network are used up today.")).toEqual({
      kind: "limit",
      title: DAILY_LIMIT_TITLE,
      description: "Free replies from this network are used up today.",
    });
  });

  it("premium_required → the premium toast and the way to upgrade", () => {
    expect(generationFailureToast("premium_required", CREATIVE_REQUIRES_PREMIUM)).toEqual({
      kind: "premium",
      title: "Premium Feature",
      description: CREATIVE_REQUIRES_PREMIUM,
    });
  });

  it("words that look like a limit or a plan don't count without the code", () => {
    expect(generationFailureToast(null, "HTTP 403")).toMatchObject({ kind: "failed" });
    expect(generationFailureToast("unsafe_message", "Creative tone requires Premium")).toMatchObject({ kind: "failed" });
    expect(generationFailureToast("rate_limited", DAILY_LIMIT)).toMatchObject({ kind: "failed" });
  });

  it("a safety refusal shows its kind message as the description", () => {
    const message = "Let's keep it respectful: I can't write that one.";
    expect(generationFailureToast("unsafe_message", message)).toEqual({ kind: "failed", title: "Generation Failed", description: message });
  });

  it("anything else: Generation Failed with the message, or the fallback", () => {
    expect(generationFailureToast("model_unavailable", "The AI provider is not answering.")).toEqual({
      kind: "failed",
      title: "Generation Failed",
      description: "The AI provider is not answering.",
    });
    expect(generationFailureToast("internal", "")).toEqual({
      kind: "failed",
      title: "Generation Failed",
      description: "Failed to generate replies",
    });
    expect(generationFailureToast(null, undefined).description).toBe("Failed to generate replies");
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
