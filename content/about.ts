import { OPTIONS_WORD, PREMIUM, PREMIUM_TONE_NAMES } from "@/content/plan-facts";
import type { ContentPage } from "@/content/types";
import { SITE } from "@/lib/site";

export const ABOUT_PAGE: ContentPage = {
  slug: "about",
  title: "About Holla",
  description:
    "Holla helps you answer dating-app messages with replies that sound like you at your best: respectful, confident and aimed at real connection.",
  intro: `${SITE.mission} We help you answer the messages that matter, so a good match doesn't fade because you didn't know what to say.`,
  sections: [
    {
      id: "mission",
      title: "Our Mission",
      blocks: [
        "Most promising conversations on dating apps don't end with a no. They end with silence: a reply that came too late, felt flat, or never got written. We built Holla so that never has to be the reason a connection fades.",
        "Our mission is to help you communicate with confidence and respect, so the person on the other side meets the real you, sooner. Holla is a writing partner, not a script: the goal is always a genuine conversation and, when you're both ready, a real date.",
      ],
    },
    {
      id: "how-the-ai-helps",
      title: "How the AI Helps",
      blocks: [
        `Paste the message she sent, pick English or Hinglish and a tone, and Holla writes ${OPTIONS_WORD} different replies built around what she actually said: her question, her joke, her plans. Each one reads like a person texting, not a template, and each shows the AI's own confidence rating.`,
        `You choose, edit and send. ${PREMIUM.name} adds the ${PREMIUM_TONE_NAMES} tone, the Pattern Interrupt Engine, which suggests how to answer a message that feels hard to read, and Romeo, an AI dating coach you can ask anything about online dating.`,
      ],
    },
    {
      id: "values",
      title: "What We Value",
      blocks: [
        {
          list: [
            "Respect first: Holla never writes pressure, manipulation, insults or tricks. A reply that doesn't respect her isn't a good reply.",
            "Authenticity: the best message is one you'd be proud to have written. Our replies are starting points for your own voice.",
            "Privacy: her messages are processed to write your replies and are not stored unless you save one. We never sell your data.",
            "Inclusion: Holla is for casual or serious dating, and it respects every orientation and every culture, including the many people who text in Hinglish.",
            "Honesty: we tell you what the AI can and can't do, and what you're paying for.",
          ],
        },
      ],
    },
    {
      id: "contact",
      title: "Get in Touch",
      blocks: [
        `We'd love to hear from you. Email ${SITE.mail.support}, or tap the round purple button at the bottom right of any page to chat with Romeo, our support assistant, any time of day.`,
      ],
    },
  ],
};
