// The choices of the feedback and report forms (docs/product.md): the values the API accepts and the labels
// the forms show. Client-safe: no server imports here.

// The feedback page invites ideas, praise and complaints alike, so its choices do too (problems
// have their own page, /report).
export const FEEDBACK_TYPES = {
  idea: "An idea or a feature request",
  praise: "Something you love",
  reply_quality: "The replies Holla wrote",
  problem: "Something isn't working",
  billing: "Billing or payments",
  other: "Something else",
} as const;
export type FeedbackType = keyof typeof FEEDBACK_TYPES;
export const FEEDBACK_TYPE_IDS = Object.keys(FEEDBACK_TYPES) as [FeedbackType, ...FeedbackType[]];

export const ISSUE_TYPES = {
  "ai-not-working": "AI replies not working",
  "payment-issue": "Payment issue",
  "login-issue": "Login issue",
  "broken-feature": "Broken feature",
  "page-error": "Page error",
  other: "Other",
} as const;
export type IssueType = keyof typeof ISSUE_TYPES;
export const ISSUE_TYPE_IDS = Object.keys(ISSUE_TYPES) as [IssueType, ...IssueType[]];
