import {
  BASIC,
  dailyRepliesText,
  OPTIONS,
  OPTIONS_WORD,
  PREMIUM,
  PREMIUM_PER_MONTH,
  PREMIUM_TONE_NAMES,
  savedRepliesText,
  toneNames,
} from "@/content/plan-facts";
import type { ContentPage, FaqEntry } from "@/content/types";
import { LANGUAGES } from "@/lib/plans";
import { SITE } from "@/lib/site";

export const HELP_PAGE: ContentPage = {
  slug: "help",
  title: "Help Center",
  description: `Get started with Holla, learn what ${PREMIUM.name} adds, and find answers about tones, Hinglish, the free limit, billing and privacy.`,
  intro: "Everything you need to get great replies from Holla, and answers to the questions people ask us most.",
  sections: [
    {
      id: "getting-started",
      title: "Getting Started",
      blocks: [
        "Your first replies take less than a minute:",
        {
          steps: [
            'Paste her message into the box labelled "Paste The Message She Sent You". Adding the earlier conversation helps Holla match the context.',
            `Choose a language, ${LANGUAGES.en.label} or ${LANGUAGES.hi.label}, and a tone: ${toneNames(PREMIUM.tones, "or")}. ${PREMIUM_TONE_NAMES} is a ${PREMIUM.name} tone.`,
            `Tap "Generate Replies" and Holla writes ${OPTIONS_WORD} different replies, best first, each with a score: Match when Holla's built-in engine wrote it, AI Confidence when an AI model did.`,
            "Copy the one you like, tweak it so it sounds like you, and send it. Tap the bookmark to save a reply for later.",
          ],
        },
      ],
    },
    {
      id: "premium-features",
      title: `${PREMIUM.name} Features`,
      blocks: [`${PREMIUM.name} costs ${PREMIUM_PER_MONTH}, and you can cancel anytime. It includes:`, { list: [...PREMIUM.features] }],
    },
    {
      id: "support",
      title: "Still Need Help?",
      blocks: [
        `Chat with Romeo, our support assistant, using the round purple button at the bottom right of any page, or email ${SITE.mail.support}. A person on our team replies within ${SITE.responseHours.general} hours.`,
      ],
    },
  ],
};

export const HELP_FAQ_TITLE = "Frequently Asked Questions";

export const HELP_FAQ: FaqEntry[] = [
  {
    question: "How does the AI work?",
    answer: `Holla sends the message you paste, with your chosen tone and language, to an AI model instructed to write like a real person texting: short, specific to what she said, and respectful. It writes ${OPTIONS_WORD} replies that take different approaches, such as a question, a playful tease or a suggestion to meet, and rates each one for relevance, tone and naturalness. That rating is the AI Confidence you see. When no AI model is connected, Holla's own built-in engine writes the replies instead, and its score is called Match: how well its checks say each reply answers her message.`,
  },
  {
    question: "What is the Creative tone?",
    answer: `Creative is the ${PREMIUM.name} tone for out-of-the-box thinking. Instead of the expected answer, it finds an unexpected angle on what she wrote, drawing on conversation psychology, to make your reply memorable. Like every Holla tone, it stays respectful: no gimmicks, no pressure.`,
  },
  {
    question: `How do I cancel ${PREMIUM.name}?`,
    answer: `Cancel anytime in your account settings. You won't be charged again, and your ${PREMIUM.name} access continues until the end of the billing period you've already paid for. After that, your account moves to the free ${BASIC.name} plan and keeps your saved replies.`,
  },
  {
    question: "Is my data secure?",
    answer:
      "Yes. Everything is encrypted in transit. Her message is processed to write your replies and isn't stored unless you save a reply, and message text never appears in our analytics or logs. We never sell your data. The Privacy Policy has the details.",
  },
  {
    question: "How do payments work?",
    answer: `Payments go through Stripe, a card payment provider trusted by millions of businesses. You enter your card details in Stripe's secure form; Holla never sees or stores your card number. ${PREMIUM.name} costs ${PREMIUM_PER_MONTH} until you cancel.`,
  },
  {
    question: "What is the free limit?",
    answer: `The free ${BASIC.name} plan gives you ${dailyRepliesText("basic").toLowerCase()}, each with ${OPTIONS} options to choose from, in the ${toneNames(BASIC.tones)} tones. The count resets every day at midnight UTC. You can also save ${savedRepliesText("basic").toLowerCase()} replies. ${PREMIUM.name} removes both limits.`,
  },
  {
    question: "Does Regenerate use one of my free replies?",
    answer: `On ${BASIC.name}, yes: each tap of Regenerate writes a whole new set of ${OPTIONS_WORD} replies, so it counts as one of your ${dailyRepliesText("basic").toLowerCase()}, and the button says so before you tap it. On ${PREMIUM.name}, replies are unlimited, so Regenerate as often as you like.`,
  },
  {
    question: "How do I export my data or delete my account?",
    answer: `Sign in and open your Account page (/account). "Export my data" downloads everything we store about you, as JSON. "Delete my account" asks you to confirm with your email address, then removes your account, saved replies and chat history for good.`,
  },
  {
    question: "Can Holla reply in Hinglish?",
    answer: `Yes. Choose ${LANGUAGES.hi.label} and Holla writes the way many people in India text: Hindi words in Latin letters, mixed naturally with English. For example: "Haha sahi pakde ho, weekend pe kya scene hai?" Every tone works in both languages.`,
  },
  {
    question: "Do I need an account?",
    answer: `No. You can try Holla without signing up. Signing in, with a one-time link sent to your email and no password, keeps your saved replies safe across devices and is needed to subscribe to ${PREMIUM.name}.`,
  },
  {
    question: "Can I get a refund?",
    answer: `Yes. If ${PREMIUM.name} isn't right for you, ask within ${SITE.refund.windowDays} days of your most recent payment for a full refund. Email ${SITE.mail.billing}; the Refund Policy explains every step.`,
  },
];
