import type { ContentPage } from "@/content/types";
import type { ToneId } from "@/lib/plans";
import { SITE } from "@/lib/site";

export interface Testimonial {
  /** First name and last initial only. */
  name: string;
  age: number;
  story: string;
  tone: ToneId;
  /** Out of 5. */
  rating: number;
}

export const TESTIMONIALS_TITLE = "What Members Say";

// Sample stories (the spec ships static testimonials). Before launch, replace them with real stories
// shared with the users' written consent: published testimonials must reflect real experiences.
export const TESTIMONIALS: Testimonial[] = [
  {
    name: "Arjun S.",
    age: 27,
    story:
      'She opened with "so what\'s your toxic trait?" and I froze. Holla gave me three Funny replies; I tweaked one about always saying "five more minutes" at brunch. She laughed, we kept talking for a week, and now we actually do brunch on Sundays.',
    tone: "funny",
    rating: 5,
  },
  {
    name: "Marcus T.",
    age: 31,
    story:
      "I'm a good listener in person but my texts came across as dry. The Confident tone showed me how to be direct without being pushy. I asked her to coffee two days in, in my own words but with Holla's structure, and she said yes.",
    tone: "confident",
    rating: 5,
  },
  {
    name: "Rohan K.",
    age: 24,
    story:
      'We both text in Hinglish, and every other app made me sound like a textbook. Holla\'s Flirty replies sounded like me on a good day. "Itna accha taste hai toh playlist share karo" turned into a two-hour chat about music.',
    tone: "flirty",
    rating: 5,
  },
  {
    name: "Daniel M.",
    age: 29,
    story:
      "Our chat had gone quiet after a week of \"how was your day\". The Creative tone suggested asking which fictional world she'd move to. She answered with a whole paragraph, and it turned into our first real conversation. We've been seeing each other for three months.",
    tone: "creative",
    rating: 5,
  },
];

export const SUCCESS_STORIES_PAGE: ContentPage = {
  slug: "success-stories",
  title: "Success Stories",
  description: `How Holla members turned quiet matches into great conversations and first dates, in English and Hinglish. Join over ${SITE.usersClaim} users.`,
  intro: `Over ${SITE.usersClaim} users use Holla to answer the messages that matter. Here are a few of the conversations that went somewhere.`,
  sections: [
    {
      id: "community",
      title: "Join the Community",
      blocks: [
        `More than ${SITE.usersClaim} users have used Holla to find the right words, in English and in Hinglish, in every tone. Your next great conversation could start with the message sitting in your inbox right now.`,
      ],
    },
    {
      id: "disclaimer",
      title: "A Note on Results",
      blocks: [
        "Results may vary. The stories above are illustrative: they show the kinds of conversations members bring to Holla, with names and details changed, and are not verified reviews. Every person and every conversation is different, and no app can guarantee a reply, a date or a relationship. Holla helps you write thoughtful, respectful messages; the connection comes from you.",
      ],
    },
  ],
};
