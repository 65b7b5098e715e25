// The words of the Premium-only AI features' refusals, shared by the server (its 401 answers) and the
// browser (the spec's toasts), so a refusal reads the same wherever it surfaces. No zod here: the
// browser imports this.

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
