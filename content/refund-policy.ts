import { BASIC, PREMIUM, PREMIUM_PLUS } from "@/content/plan-facts";
import type { ContentPage } from "@/content/types";
import { SITE } from "@/lib/site";

const { windowDays, reviewHours, processingDays } = SITE.refund;

export const REFUND_POLICY_PAGE: ContentPage = {
  slug: "refund-policy",
  title: "Refund Policy",
  description: `Changed your mind? Get a full refund of your latest ${PREMIUM.name} payment within ${windowDays} days. Here's how to ask and how long it takes.`,
  intro: `We want you to pay for Holla only if it helps you. If it doesn't, you have ${windowDays} days to ask for your money back, no hard feelings.`,
  updated: SITE.legalUpdated,
  sections: [
    {
      id: "refund-window",
      title: `${windowDays}-Day Full Refund`,
      blocks: [
        `You can ask for a full refund within ${windowDays} days of your latest subscription payment. No complicated conditions and no partial amounts: if you ask in time, you get the whole payment back.`,
      ],
    },
    {
      id: "what-is-covered",
      title: "What's Covered",
      blocks: [
        {
          list: [
            `${PREMIUM.name} and ${PREMIUM_PLUS.name} subscriptions (${PREMIUM_PLUS.name} once it launches).`,
            "Your most recent billing cycle only. Earlier months that you used are not refundable.",
            `The free ${BASIC.name} plan involves no payment, so there's nothing to refund.`,
          ],
        },
      ],
    },
    {
      id: "your-subscription",
      title: "What Happens to Your Subscription",
      blocks: [
        `When we approve a refund, we cancel your subscription at the same time, so you won't be charged again. Your ${PREMIUM.name} access ends when the refund is approved and your account moves to the free ${BASIC.name} plan. Your saved replies stay in your account.`,
      ],
    },
    {
      id: "how-to-request",
      title: "How to Request a Refund",
      blocks: [
        {
          steps: [
            `Email ${SITE.mail.billing} from the address on your Holla account.`,
            'Put "Refund request" in the subject and include the date of the payment. Telling us why is optional, but it helps us improve.',
            "Watch your inbox for our automatic confirmation, which arrives within minutes.",
          ],
        },
      ],
    },
    {
      id: "what-happens-next",
      title: "What Happens Next",
      blocks: [
        {
          list: [
            "Automatic confirmation: within minutes of your email, so you know we have it.",
            `Manual review: a member of our billing team reviews your request within ${reviewHours} hours.`,
            `Refund: once approved, the money is returned to your original payment method within ${processingDays} business days.`,
          ],
        },
        "Refunds go back to the method you paid with: credit and debit cards, PayPal or Google Pay. Bank transfers can take longer, depending on your bank.",
      ],
    },
    {
      id: "after-the-window",
      title: `After ${windowDays} Days`,
      blocks: [
        `You can still cancel anytime in your account settings. You won't be charged again, and you keep ${PREMIUM.name} until the end of the period you've paid for.`,
      ],
    },
    {
      id: "questions",
      title: "Questions?",
      blocks: [
        `Our Help Center answers the most common billing questions, and our team is a message away on the Contact page or at ${SITE.mail.billing}.`,
      ],
    },
  ],
};
