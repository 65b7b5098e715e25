import type { ProfilePart } from "@/lib/openers/profile-parts";

// What a profile tells him that is hers to bring up, never his to open on (docs/openers.md): a loss, an
// illness, sobriety, a disability, a divorce, her children. A first message built on it reads as a joke
// or a probe however it is worded, so the sentence that says it is not read for details or an invitation
// ("Main wheelchair use karti hoon, aur nahi, ye first date pe sabse interesting baat nahi hai" is not a
// first-date idea).
const CAREFUL =
  /\b(?:lost (?:my|her|our)|passed away|passed (?:on|in \w+|last \w+)|jaane ke baad|hearing aid|diabet\w*|thyroid|late (?:father|mother|dad|mom|mum|papa|mummy|husband|wife)|in (?:loving )?memory of|grief|griev\w*|widow\w*|sober|sobriety|recovery|recovering|rehab|alcoholic|(?:don'?t|do not|no longer) drink|cancer|chemo\w*|survivor|chronic (?:illness|pain)|diagnos\w*|disabilit\w*|disabled|wheelchair|hard of hearing|deaf|blind|autis\w*|adhd|pcos|endometriosis|depress\w*|divorc\w*|separated|single (?:mom|mother|mum|parent|mama)|(?:my|mera|meri) (?:son|daughter|kid|kids|beta|beti|bachch\w+)|talaak|sharab chhod\w*|daaru chhod\w*|guzar ga\w+|nahi rahe|nahi rahi)\b/i;

/** Whether a piece of text opens on what is hers to bring up (the model's openers are held to it too). */
export const isCareful = (text: string) => CAREFUL.test(text);

/** Her profile's parts without the sentences he should not open on; a part that had one is marked. */
export function withoutCareful(parts: readonly ProfilePart[]): Array<ProfilePart & { careful?: boolean }> {
  return parts.map((part) => {
    const sentences = part.sentences.filter((s) => !CAREFUL.test(s.text));
    return sentences.length === part.sentences.length ? part : { ...part, sentences, careful: true };
  });
}
