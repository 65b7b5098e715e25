import {
  BASIC,
  OPTIONS,
  PREMIUM,
  PREMIUM_PER_MONTH,
  PREMIUM_PLUS,
  PREMIUM_PLUS_PER_MONTH,
  planHasFeature,
  savedRepliesText,
  toneNames,
} from "@/content/plan-facts";
import type { ContentPage } from "@/content/types";
import { PLANS, type PlanId } from "@/lib/plans";
import { SITE } from "@/lib/site";

/** A row of the Basic vs Premium table: text, or true/false for "included". */
export interface ComparisonRow {
  feature: string;
  basic: string | boolean;
  premium: string | boolean;
}

function dailyCell(plan: PlanId): string {
  const n = PLANS[plan].dailyGenerations;
  return n === null ? "Unlimited" : `${n} a day (${OPTIONS} options each)`;
}

function row(feature: string, cell: (plan: PlanId) => string | boolean): ComparisonRow {
  return { feature, basic: cell("basic"), premium: cell("premium") };
}

export const PLAN_COMPARISON: ComparisonRow[] = [
  row("Daily replies", dailyCell),
  row("Tones", (plan) => toneNames(PLANS[plan].tones)),
  row("Saved replies", savedRepliesText),
  row("Pattern Interrupt Engine", (plan) => planHasFeature(plan, "Pattern Interrupt")),
  row("Romeo Dating Coach", (plan) => planHasFeature(plan, "Dating Coach")),
  row("Vibe Check", (plan) => planHasFeature(plan, "Vibe Check")),
];

export const PRICING_PAGE: ContentPage = {
  slug: "compare",
  title: "Compare Plans",
  description: `Compare Holla plans: ${BASIC.name} is free, ${PREMIUM.name} is ${PREMIUM_PER_MONTH} for unlimited replies and every tone, and ${PREMIUM_PLUS.name} is coming soon.`,
  intro: "Pick the plan that fits how often you're chatting. Start free, upgrade when you want more, and cancel anytime.",
  sections: [
    {
      id: "plans",
      title: "The Plans",
      blocks: [
        `${BASIC.name} is free forever:`,
        { list: [...BASIC.features] },
        `${PREMIUM.name} is ${PREMIUM_PER_MONTH}, cancel anytime:`,
        { list: [...PREMIUM.features] },
        `${PREMIUM_PLUS.name} (${PREMIUM_PLUS_PER_MONTH}) is coming soon:`,
        { list: [...PREMIUM_PLUS.features] },
      ],
    },
    {
      id: "billing",
      title: "Simple, Monthly Billing",
      blocks: [
        `${PREMIUM.name} is a monthly subscription, paid securely through Stripe. It renews each month until you cancel, and you can cancel anytime in your account settings: you keep ${PREMIUM.name} until the end of the period you've paid for.`,
        `Changed your mind? Ask within ${SITE.refund.windowDays} days of your latest payment and we'll refund it in full.`,
      ],
    },
    {
      id: "free-limit",
      title: "How the Free Limit Works",
      blocks: [
        `Each time you tap "Generate Replies" or "Regenerate", Holla writes ${OPTIONS} options, and that counts as one of your ${BASIC.name} replies for the day. The count resets at midnight UTC.`,
      ],
    },
  ],
};
