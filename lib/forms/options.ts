// The choices of the feedback and report forms (spec §3): the values the API accepts and the labels
// the forms show. Client-safe: no server imports here.

export const FEEDBACK_TYPES = {
  ai_replies_not_generating: "AI replies not generating",
  payment_billing_problem: "Payment or billing problem",
  login_auth_problem: "Login or sign-in problem",
  feature_not_working: "A feature is not working",
  page_loading_error: "Page loading error",
  community_safety_report: "Community safety report",
  other: "Other",
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

export const LIMITS = {
  emailMax: 254,
  feedbackMessageMax: 5000,
  reportDescriptionMax: 5000,
} as const;

/** The spec's client-side email check (non-empty, contains "@"); the server validates properly. */
export function looksLikeEmail(value: string): boolean {
  const v = value.trim();
  return v.length > 0 && v.includes("@");
}
