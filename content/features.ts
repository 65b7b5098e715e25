import { BASIC, OPTIONS_WORD, PREMIUM, PREMIUM_PLUS, PREMIUM_PLUS_PER_MONTH, savedRepliesText } from "@/content/plan-facts";
import type { ContentPage } from "@/content/types";

export interface Feature {
  id: string;
  title: string;
  description: string;
  /** Shown with a Premium badge. */
  premium: boolean;
}

export const FEATURES: Feature[] = [
  {
    id: "boost-response-rate",
    title: "Boost Response Rate",
    description: `Get ${OPTIONS_WORD} replies that answer what she actually wrote, in the tone you choose, so the conversation keeps moving instead of fizzling out after "haha".`,
    premium: false,
  },
  {
    id: "understand-her-mind",
    title: "Understand Her Mind",
    description:
      "See what her message is really inviting, whether it's curiosity, banter or a hint about plans, so you can answer the person, not just the words.",
    premium: false,
  },
  {
    id: "save-your-best",
    title: "Save Your Best",
    description: `Bookmark the replies you love and find them in one tap. ${BASIC.name} keeps ${savedRepliesText("basic").toLowerCase()}; ${PREMIUM.name} keeps ${PREMIUM.savedReplies === null ? "as many as you like" : savedRepliesText("premium").toLowerCase()}.`,
    premium: false,
  },
  {
    id: "vibe-check",
    title: "Vibe Check",
    description:
      "A quick read on the mood of her message, from playful to busy to winding down, so you match her energy instead of guessing.",
    premium: true,
  },
];

export const PREMIUM_PLUS_PREVIEW = {
  title: `${PREMIUM_PLUS.name} Is Coming Soon`,
  intro: `The complete online dating playbook, for ${PREMIUM_PLUS_PER_MONTH}. Everything in ${PREMIUM.name}, plus:`,
  items: [
    {
      title: "Advanced Pattern Analysis",
      description: "Spot how a whole conversation is flowing, not just the last message, and know when to ask, tease or suggest a date.",
    },
    {
      title: "Real-time Response Optimization",
      description: "Refine a reply as you edit it, with suggestions that keep your own voice.",
    },
    {
      title: "Success Analytics Dashboard",
      description: "See which tones and openers get you the best conversations, so you learn what works for you.",
    },
  ],
};

/** The landing page's feature copy as a content page, so the support chat can quote it. */
export const FEATURES_PAGE: ContentPage = {
  slug: "#features",
  title: "Features",
  description: `What Holla does: replies that keep conversations going, a read on her message, saved favourites, Vibe Check and the ${PREMIUM_PLUS.name} preview.`,
  intro: "Everything Holla does to help you reply with confidence.",
  sections: [
    ...FEATURES.map((f) => ({
      id: f.id,
      title: f.premium ? `${f.title} (${PREMIUM.name})` : f.title,
      blocks: [f.description],
    })),
    {
      id: "premium-plus",
      title: PREMIUM_PLUS_PREVIEW.title,
      blocks: [PREMIUM_PLUS_PREVIEW.intro, { list: PREMIUM_PLUS_PREVIEW.items.map((i) => `${i.title}: ${i.description}`) }],
    },
  ],
};
