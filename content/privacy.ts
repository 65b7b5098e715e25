import { PREMIUM } from "@/content/plan-facts";
import type { ContentPage } from "@/content/types";
import { SITE } from "@/lib/site";

export const PRIVACY_PAGE: ContentPage = {
  slug: "privacy",
  title: "Privacy Policy",
  description:
    "How Holla handles your data: her messages are processed to write replies and not stored unless you save one. We never sell your data.",
  intro:
    "You trust us with some of the most personal conversations you have. This policy explains, in plain language, what we collect, why, who helps us run Holla, and the control you have over all of it.",
  updated: SITE.legalUpdated,
  sections: [
    {
      id: "information-we-collect",
      title: "1. Information We Collect",
      blocks: [
        "We collect only what we need to run Holla well:",
        {
          list: [
            "Account details: your email address, which we use to send you sign-in links. We never ask for a password.",
            "The messages you paste: her message and, if you add it, the earlier conversation. We process them to write your replies (see section 3).",
            "Replies you save: the reply text, its tone, its language and the date you saved it.",
            `Romeo Dating Coach chats (${PREMIUM.name}): your most recent messages with Romeo, so he can pick up where you left off.`,
            "Ratings: when you rate a reply, we record the rating with its tone, language and AI engine, never the text of the message.",
            "Subscription status: your plan, renewal date and billing status, received from Stripe. Your card details go to Stripe, never to us.",
            "Messages you send us: feedback, issue reports and support emails, with the email address you give us.",
            "Newsletter and waitlist sign-ups: the email address you enter.",
            "Technical data: your IP address, browser type and a random visitor ID in a cookie, which we use to count free replies, prevent abuse and keep the service secure.",
          ],
        },
      ],
    },
    {
      id: "how-we-use-it",
      title: "2. How We Use Your Information",
      blocks: [
        {
          list: [
            "To write your replies, run the Pattern Interrupt Engine and answer you in the Romeo chats.",
            `To apply your plan: counting your daily free replies and unlocking ${PREMIUM.name} features when you subscribe.`,
            "To sign you in, and to send the emails the service needs, such as sign-in links and billing notices.",
            "To process payments and manage your subscription through Stripe.",
            "To answer your support requests, feedback and issue reports.",
            "To send the newsletter, only if you signed up for it. Every issue has an unsubscribe link.",
            "To understand which features help people, using ratings and usage events that never include message text.",
            "To prevent fraud and abuse, and to meet our legal obligations.",
          ],
        },
        "We do not use your information for advertising, and we do not build profiles of you or of the people you talk to.",
      ],
    },
    {
      id: "data-privacy",
      title: "3. Data Privacy: Your Conversations",
      blocks: [
        "Her message and the conversation you paste are processed to write your replies. We do not store them unless you choose to save a reply, and even then we keep the reply you saved, not her message.",
        "Saved replies stay in your account until you delete them or close your account. If you use Holla without signing in, saved replies stay in your own browser's storage and never reach our servers until you sign in, when they move into your account.",
        "Message text never appears in our analytics or in our server logs. We never sell your conversations or your personal information, to anyone, for any price.",
      ],
    },
    {
      id: "sharing",
      title: "4. Sharing With Service Providers",
      blocks: [
        "We share information only with the companies that help us run Holla, only what each one needs, and only so they can provide their service to us:",
        {
          list: [
            "Our AI provider (OpenAI, or a compatible AI service we operate or contract), which receives the text needed to write your replies and chat answers.",
            "Stripe, which processes payments and stores your payment details.",
            "Our email delivery provider, which sends sign-in links, receipts and, if you asked for it, the newsletter.",
            'PostHog, our product analytics provider, which receives usage events such as "reply generated" with the tone used. It never receives message text.',
          ],
        },
        "We may also disclose information if the law requires it, or to protect someone's safety. If Holla is ever sold or merged, your information would move only under this policy's protections, and we would tell you first.",
      ],
    },
    {
      id: "security",
      title: "5. Security",
      blocks: [
        "All traffic to Holla is encrypted with HTTPS. Sign-in links are single-use and expire, sessions are stored on our servers rather than in your browser, and access to production data is limited to the people who need it to keep Holla running.",
        "Card numbers are handled entirely by Stripe; they never touch our servers. We rate-limit forms and chats to block abuse, and we keep message text out of every log.",
        `No system is perfectly secure. If you believe your account or your data is at risk, email ${SITE.mail.privacy} and we will act on it immediately.`,
      ],
    },
    {
      id: "ai-processing",
      title: "6. AI Processing",
      blocks: [
        "When you ask for replies, the text you pasted, your chosen tone and language are sent to our AI provider, which processes it only to write your replies and rate each one. That rating is the AI Confidence you see next to each reply.",
        "When no external AI service is connected, Holla uses its own built-in offline engine on our servers, and your text goes nowhere else. The app labels these replies clearly.",
        "The processing is automated: no one at Holla reads your messages. We do not train AI models on your conversations. Please avoid pasting details you would not want processed, such as phone numbers, addresses or financial information.",
      ],
    },
    {
      id: "cookies",
      title: "7. Cookies and Local Storage",
      blocks: [
        "We use a small number of cookies and browser storage, each for a clear purpose:",
        {
          list: [
            "Session cookie: keeps you signed in. Without it, you would have to sign in on every page.",
            "Visitor cookie: a signed, random ID that lets us count free replies for visitors who are not signed in. It contains nothing about you.",
            "Preferences: your language choice and, if you are not signed in, your saved replies, kept in your browser's own storage.",
            "Analytics: product analytics cookies are set only when analytics is enabled, and they never carry message text.",
          ],
        },
        "We do not use advertising or cross-site tracking cookies. Blocking cookies in your browser will sign you out and reset the free-reply count on that device.",
      ],
    },
    {
      id: "your-rights",
      title: "8. Your Rights",
      blocks: [
        "Wherever you live, you can:",
        {
          list: [
            "Access the personal information we hold about you.",
            "Export your data, including your saved replies, in a portable format.",
            "Correct information that is wrong, such as your email address.",
            "Delete your account, which permanently deletes your saved replies, chat history and everything else tied to it.",
            "Unsubscribe from the newsletter at any time, with the link in any issue.",
          ],
        },
        `Exporting your data and deleting your account are buttons on your Account page (/account): "Export my data" and "Delete my account". For anything else, email ${SITE.mail.privacy} from the address on your account. We will confirm it's you, then act promptly. Billing records that the law requires us to keep are retained only for as long as the law requires.`,
      ],
    },
    {
      id: "children",
      title: "9. Children",
      blocks: [
        `Holla is for adults. It is not for anyone under 18, and we do not knowingly collect information from anyone under 18. If you believe someone under 18 is using Holla, email ${SITE.mail.privacy} and we will close the account and delete its data.`,
      ],
    },
    {
      id: "changes",
      title: "10. Changes to This Policy",
      blocks: [
        "As Holla grows, this policy may change. The date at the top always shows the latest version. If a change affects how we use your information in a meaningful way, we will tell you by email or with a notice in the app before it takes effect.",
      ],
    },
    {
      id: "contact",
      title: "11. Contact Us",
      blocks: [
        `Questions about privacy, or a request about your data? Email ${SITE.mail.privacy}. For anything else, ${SITE.mail.support} or the Romeo chat at the bottom right of every page will get you an answer, usually within ${SITE.responseHours.general} hours.`,
      ],
    },
  ],
};
