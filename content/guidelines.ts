import type { ContentPage } from "@/content/types";
import { SITE } from "@/lib/site";

export const GUIDELINES_PAGE: ContentPage = {
  slug: "guidelines",
  title: "Community Guidelines",
  description:
    "How to use Holla the right way: respect, authenticity, safety and growth, what we encourage, what we don't allow, and how to report a concern.",
  intro:
    "Holla helps you start better conversations, and every conversation has a real person on the other side. These guidelines keep it respectful for everyone.",
  sections: [
    {
      id: "core-values",
      title: "Our Core Values",
      blocks: [
        {
          list: [
            'Respect: treat every match as a person, not a target. Her boundaries, her pace and her "no" always come first.',
            "Authenticity: use Holla to express yourself better, not to be someone else. Edit replies until they sound like you.",
            "Safety: never use Holla to pressure, deceive or frighten anyone, and look after your own safety too.",
            "Growth: every conversation is a chance to become a better communicator, whether or not it leads to a date.",
          ],
        },
      ],
    },
    {
      id: "encouraged",
      title: "What We Encourage",
      blocks: [
        {
          list: [
            "Asking genuine questions about her interests, and listening to the answers.",
            "Humour that includes her, never humour at her expense.",
            "Being honest about who you are, what you do and what you're looking for.",
            "Suggesting a meeting clearly and kindly, and accepting her answer gracefully.",
            "Editing replies so they reflect your own voice and your real opinions.",
            "Sharing feedback with us when a reply misses the mark, so Holla keeps improving.",
          ],
        },
      ],
    },
    {
      id: "prohibited",
      title: "What We Don't Allow",
      blocks: [
        {
          list: [
            "Harassment, threats, or continuing to message someone who has asked you to stop.",
            "Manipulation tactics, such as negging, guilt-tripping or pressuring someone to meet or share more.",
            "Unsolicited sexual content, or pushing a conversation somewhere she hasn't chosen to go.",
            "Hate speech or insults about anyone's gender, race, religion, orientation, body or background.",
            "Lying about your identity, catfishing, or impersonating someone else.",
            "Any romantic or sexual contact with anyone under 18.",
            "Scams, spam, or asking anyone for money.",
          ],
        },
      ],
    },
    {
      id: "best-practices",
      title: "Best Practices",
      blocks: [
        {
          steps: [
            "Read her whole message before you generate, and include the earlier conversation for better context.",
            "Pick the tone that fits the moment: playful for banter, confident when you're ready to suggest plans.",
            "Treat each reply as a draft. Change a word or two until it sounds like something you'd actually say.",
            "Keep it short. A good text invites a reply; it doesn't need to say everything.",
            "Keep personal details, like your address or finances, out of early conversations, and meet first dates in public places.",
          ],
        },
      ],
    },
    {
      id: "consequences",
      title: "Consequences",
      blocks: [
        "When someone breaks these guidelines, we respond in proportion to what happened:",
        {
          list: [
            "A warning, for a first and minor issue.",
            "Temporary limits on features or a suspended account.",
            "Permanent removal from Holla for serious or repeated violations.",
            "Referral to law enforcement where someone's safety is at risk or the law has been broken.",
          ],
        },
      ],
    },
    {
      id: "reporting",
      title: "Report a Safety Concern",
      blocks: [
        `If you see Holla being used to harm someone, or you feel unsafe, tell us. Safety reports are reviewed within ${SITE.responseHours.safety} hours, and everything you share stays confidential. Use the Report an Issue form, or email ${SITE.mail.safety}. If anyone is in immediate danger, contact your local emergency services first.`,
      ],
    },
  ],
};
