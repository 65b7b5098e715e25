import { capitalize, OPTIONS_WORD, PREMIUM } from "@/content/plan-facts";
import type { ContentPage } from "@/content/types";
import { LANGUAGES, TONE_IDS, TONES } from "@/lib/plans";

const toneLines = TONE_IDS.map((id) => {
  const tone = TONES[id];
  return `${tone.label} ${tone.emoji}${tone.premium ? ` (${PREMIUM.name})` : ""}: ${tone.description}`;
});

/** Each section is one step, in order; the page shows them as numbered cards. */
export const HOW_IT_WORKS_PAGE: ContentPage = {
  slug: "how-it-works",
  title: "How It Works",
  description: `Paste her message, choose a tone, get ${OPTIONS_WORD} thoughtful replies, and turn a match into a real conversation. Here's how Holla works, step by step.`,
  intro: "From her message to your perfect reply in four simple steps. No scripts, no games: just better conversations.",
  sections: [
    {
      id: "paste-her-message",
      title: "Paste Her Message",
      blocks: [
        "Copy the message she sent you on any dating app and paste it into Holla. Add the earlier conversation too if you like: the more context, the better the replies.",
        `Pick ${LANGUAGES.en.label}, or ${LANGUAGES.hi.label} if you two text in Hinglish.`,
      ],
    },
    {
      id: "choose-a-tone",
      title: "Choose Your Tone",
      blocks: ["Decide how you want to come across:", { list: toneLines }],
    },
    {
      id: "get-three-replies",
      title: `Get ${capitalize(OPTIONS_WORD)} Replies`,
      blocks: [
        `In seconds, Holla writes ${OPTIONS_WORD} distinct replies built around what she actually said, each with the AI's confidence rating. Copy one, edit it so it sounds like you, or save it for later.`,
      ],
    },
    {
      id: "build-a-real-connection",
      title: "Build a Real Connection",
      blocks: [
        "Send your reply and keep the conversation going. Holla helps you find the words; the connection is all yours. When the moment is right, suggest meeting up.",
      ],
    },
  ],
};
