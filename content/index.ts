// Every content page, for the support chat's retrieval. Extra data that pages render outside their
// sections (FAQ, testimonials) is folded in here as ordinary sections, so nothing is left unsearchable.

import { ABOUT_PAGE } from "@/content/about";
import { CONTACT_PAGE } from "@/content/contact";
import { FEATURES_PAGE } from "@/content/features";
import { GUIDELINES_PAGE } from "@/content/guidelines";
import { HELP_FAQ, HELP_FAQ_TITLE, HELP_PAGE } from "@/content/help";
import { HOW_IT_WORKS_PAGE } from "@/content/how-it-works";
import { PRICING_PAGE } from "@/content/pricing";
import { PRIVACY_PAGE } from "@/content/privacy";
import { REFUND_POLICY_PAGE } from "@/content/refund-policy";
import { faqSection } from "@/content/select";
import { SUCCESS_STORIES_PAGE, TESTIMONIALS, TESTIMONIALS_TITLE } from "@/content/success-stories";
import { TERMS_PAGE } from "@/content/terms";
import type { ContentPage } from "@/content/types";
import { TONES } from "@/lib/plans";

const helpWithFaq: ContentPage = {
  ...HELP_PAGE,
  sections: [...HELP_PAGE.sections, faqSection("faq", HELP_FAQ_TITLE, HELP_FAQ)],
};

const storiesWithTestimonials: ContentPage = {
  ...SUCCESS_STORIES_PAGE,
  sections: [
    {
      id: "testimonials",
      title: TESTIMONIALS_TITLE,
      blocks: TESTIMONIALS.map((t) => `${t.name}, ${t.age}, used the ${TONES[t.tone].label} tone: ${t.story}`),
    },
    ...SUCCESS_STORIES_PAGE.sections,
  ],
};

export const CONTENT_PAGES: ContentPage[] = [
  helpWithFaq,
  PRICING_PAGE,
  FEATURES_PAGE,
  HOW_IT_WORKS_PAGE,
  REFUND_POLICY_PAGE,
  PRIVACY_PAGE,
  TERMS_PAGE,
  CONTACT_PAGE,
  ABOUT_PAGE,
  GUIDELINES_PAGE,
  storiesWithTestimonials,
];
