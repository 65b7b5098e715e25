import { BASIC, dailyRepliesText, OPTIONS, PREMIUM, PREMIUM_PER_MONTH, PREMIUM_PLUS, PREMIUM_PLUS_PER_MONTH } from "@/content/plan-facts";
import type { ContentPage } from "@/content/types";
import { SITE } from "@/lib/site";

export const TERMS_PAGE: ContentPage = {
  slug: "terms",
  title: "Terms of Service",
  description: `The terms for using Holla: your account, acceptable use, AI-generated replies, the monthly ${PREMIUM.name} subscription, cancellation and refunds.`,
  intro:
    "These terms are the agreement between you and Holla. We have kept them as short and readable as we can. Please read them before you use the service.",
  updated: SITE.legalUpdated,
  sections: [
    {
      id: "acceptance",
      title: "1. Acceptance of Terms",
      blocks: [
        "By using Holla, with or without an account, you agree to these terms and to our Privacy Policy. If you don't agree, please don't use the service.",
        "You must be at least 18 years old to use Holla. If you use it on behalf of someone else, you confirm you have their permission and that they accept these terms too.",
      ],
    },
    {
      id: "intellectual-property",
      title: "2. Intellectual Property",
      blocks: [
        'Holla, the Holla name and logo, the tagline "So You Always Get A HollaBack", the website and app, the AI prompts and workflows behind them, and all of our written content belong to Holla and are protected by law.',
        "The replies Holla writes for you are yours to use, edit and send. The messages you paste remain yours; you give us only the permission we need to process them and write your replies.",
      ],
    },
    {
      id: "prohibited-uses",
      title: "3. Prohibited Uses",
      blocks: [
        "Holla exists to help people connect respectfully. You agree not to:",
        {
          list: [
            "Reverse engineer, decompile, scrape or otherwise try to extract the source code, prompts or models behind Holla.",
            "Copy, republish or resell our AI prompt flows, reply styles or content, or package them into another product.",
            "Use Holla, or anything you learned from it, to build or train a competing service.",
            "Use Holla for anything unlawful, or to deceive, defraud or impersonate anyone.",
            "Use Holla to harass, threaten, pressure or manipulate anyone, or to write messages that are sexually explicit without consent, hateful or demeaning.",
            "Use Holla to contact anyone under 18 in a romantic or sexual way.",
            "Get around plan limits, for example with automated requests or multiple free accounts, or interfere with the service's security or performance.",
          ],
        },
        "Our Community Guidelines describe in more detail what respectful use looks like.",
      ],
    },
    {
      id: "privacy",
      title: "4. Privacy",
      blocks: [
        "Your conversations are private. The messages you paste are processed to write your replies and are not stored unless you save a reply. We never store your conversations for resale, and we never sell your personal information. The Privacy Policy explains everything we collect and why.",
      ],
    },
    {
      id: "ai-generated-content",
      title: "5. AI-Generated Content",
      blocks: [
        "Holla's replies, analyses and coaching are written by artificial intelligence. They can be wrong, misread the situation, or not suit the person you're talking to. We do not guarantee that any reply is accurate, appropriate or effective, or that it will get a response.",
        "You are responsible for every message you send. Read each reply, change it so it sounds like you, and send it only if you're comfortable standing behind it. The AI Confidence score is the AI's own rating of its reply, not a promise of results.",
      ],
    },
    {
      id: "subscription",
      title: "6. Subscription and Billing",
      blocks: [
        `The ${BASIC.name} plan is free and includes ${dailyRepliesText("basic").toLowerCase()} (each with ${OPTIONS} options), reset every day at midnight UTC.`,
        `${PREMIUM.name} costs ${PREMIUM_PER_MONTH} (US dollars), billed monthly through Stripe, our payment processor. Your subscription renews automatically each month, and you are charged at the start of each billing period, until you cancel. ${PREMIUM_PLUS.name} (${PREMIUM_PLUS_PER_MONTH}) is coming soon and will be billed the same way once it launches.`,
        `You can cancel anytime in your account settings. When you cancel, you won't be charged again, and you keep ${PREMIUM.name} until the end of the period you've already paid for.`,
        `If you change your mind, our Refund Policy gives you a full refund of your most recent payment when you ask within ${SITE.refund.windowDays} days of it. Outside that policy, payments are non-refundable. If we ever change the price, we will tell you at least ${SITE.termsNoticeDays} days before your next renewal at the new price.`,
      ],
    },
    {
      id: "limitation-of-liability",
      title: "7. Limitation of Liability",
      blocks: [
        'Holla is provided "as is" and "as available". We work hard to keep it running and useful, but we can\'t promise it will be uninterrupted or error-free, or that it will lead to any particular outcome in your dating life.',
        "To the fullest extent the law allows, Holla is not liable for indirect, incidental or consequential losses, or for the actions of the people you talk to. Our total liability for any claim related to the service is limited to the amount you paid us in the 12 months before the claim. Nothing in these terms limits rights that the law says cannot be limited.",
      ],
    },
    {
      id: "termination",
      title: "8. Termination",
      blocks: [
        "You can stop using Holla at any time and ask us to delete your account.",
        "We may suspend or close any account, at our sole discretion, if we believe it breaks these terms or the Community Guidelines, puts others at risk, or exposes Holla to legal harm. Where it's safe and lawful to do so, we will tell you why.",
      ],
    },
    {
      id: "changes",
      title: "9. Changes to These Terms",
      blocks: [
        `We may update these terms as Holla evolves. If a change is material, we will give you at least ${SITE.termsNoticeDays} days' notice by email or in the app before it takes effect. Continuing to use Holla after that means you accept the updated terms.`,
      ],
    },
    {
      id: "contact",
      title: "10. Contact",
      blocks: [`Questions about these terms? Email ${SITE.mail.support}. For billing questions, write to ${SITE.mail.billing}.`],
    },
  ],
};
