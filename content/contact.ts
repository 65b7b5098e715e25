import { PREMIUM } from "@/content/plan-facts";
import type { ContentPage } from "@/content/types";
import { SITE } from "@/lib/site";

export const CONTACT_PAGE: ContentPage = {
  slug: "contact",
  title: "Contact Us",
  description: `Reach the Holla team: chat with Romeo any time, or email support, billing or feedback. We usually reply within ${SITE.responseHours.general} hours.`,
  intro: "Questions, problems or ideas: we're here for all of them. Pick whichever way suits you.",
  sections: [
    {
      id: "romeo-chat",
      title: "Chat With Romeo",
      blocks: [
        `The fastest way to an answer. Tap the round purple button at the bottom right of any page to open the chat. Romeo, our support assistant, knows Holla inside out: plans, tones, ${PREMIUM.name} features, billing and privacy. He's available 24/7.`,
      ],
    },
    {
      id: "email-support",
      title: "Email Support",
      blocks: [
        "Prefer email? Write to the right inbox and it reaches the right person:",
        {
          list: [
            `General support: ${SITE.mail.support}`,
            `Billing and refunds: ${SITE.mail.billing}`,
            `Feedback and ideas: ${SITE.mail.feedback}`,
          ],
        },
        `We usually reply within ${SITE.responseHours.general} hours. Please write from the email address on your Holla account so we can find it quickly.`,
      ],
    },
    {
      id: "technical-issues",
      title: "Technical Issues",
      blocks: [
        `Replies not generating, a page not loading, a button that does nothing? Report it with a few details and we'll investigate, usually within ${SITE.responseHours.technical} hours.`,
      ],
    },
    {
      id: "feature-requests",
      title: "Feature Requests",
      blocks: [
        "Missing a tone, a language or a feature? Tell us. Every suggestion is read by the team, and many of Holla's features started as someone's idea.",
      ],
    },
    {
      id: "account-management",
      title: "Account Management",
      blocks: [
        `Your Account page (/account) has it all once you're signed in: "Export my data" downloads everything we store about you, as JSON, and "Delete my account" deletes your account and everything tied to it for good. You can manage or cancel your subscription there too. To change your email address, email ${SITE.mail.support} from your account's address and we'll take care of it.`,
      ],
    },
  ],
};
