import type { ProfileDetail } from "@/lib/openers/details";

// How she relates to what her profile names (docs/openers.md, "Her relation to each detail"): an animal
// is hers only where she says so, and a place is a trip she took, one she wants or has planned, where she
// lives or where she is from, read in the clause around its name. An opener that gets this wrong ("your
// dog" to a dog lover, "how was Pune?" to a woman from Pune) shows he didn't read her.

const SPECIES =
  "(?:dogs?|cats?|pupp(?:y|ies)|pups?|kittens?|doggos?|billi(?:yan|yaan)?|kutt[ae]|pets?|bunn(?:y|ies)|rabbits?|parrots?|fish|turtles?|indies?|beagles?|labs?|pugs?|huskies|husky|retrievers?|shih ?tzus?)";
const OWNS = new RegExp(
  [
    `\\b(?:my|our|mera|meri|mere|hamara|humara|apna|apni)\\s+(?:[\\p{L}-]+\\s+){0,2}?${SPECIES}\\b`,
    `\\b(?:have|has|got|adopted|rescued|raising|paal\\w*)\\s+(?:a|an|one|two|three|four|\\d)?\\s*(?:[\\p{L}-]+\\s+){0,2}?${SPECIES}\\b`,
    `\\b(?:dog|cat|pet|pup|kitty|plant|bunny)\\s*(?:mom|mum|mama|dad|parent|maa|mummy|mommy)\\b`,
    `\\bpaw-?rent|\\bfur ?(?:baby|babies|kid|kids|child)\\b`,
    `\\b${SPECIES}\\s+(?:ki|ka|ke)\\s+(?:mummy|mumma|maa|mom)\\b`,
    `\\b(?:ghar|ghr)\\s+(?:mein|me|pe)\\s+(?:\\p{L}+\\s+){0,2}?${SPECIES}\\b`,
    `\\b${SPECIES}\\s+(?:hai|hain|h)\\s+(?:mere|meri)\\s+paas\\b`,
  ].join("|"),
  "iu",
);
/** Whether the sentence says the animal it names is hers ("my dog", "dog mom", "have two cats"). */
export const ownsAnimal = (sentence: string) => OWNS.test(sentence);

const TRIP =
  /\b(?:trip|travel\w*|visit\w*|back from|went to|been to|solo|holiday|vacation|backpack\w*|ghoom\w*|gayi thi|gaye the|explor\w*|road ?trip)\b/i;
// A trip that happened, one she wants or has planned, where she lives, where she is from: read in the
// clause around the place's name, in that order ("back from Goa" is a trip even beside "dream").
const PAST_TRIP =
  /\b(?:back from|went to|been to|visited|gayi thi|gaye the|ghoom ke aayi|last (?:year|month|summer|winter|week)|pichhle saal)\b/i;
const WISH =
  /\b(?:bucket ?list|wish ?list|next (?:trip|stop)|someday|one day|dream\w*|manifest\w*|counting (?:down|days)|(?:want|wanna|need|have) to (?:go|visit|see|move|live)|jaana hai|jana hai|jaungi|plan(?:ning|ned)?|going to|heading to|upcoming|soon)\b/i;
const GREW_UP =
  /\b(?:from|grew up in|originally|hometown|home ?town|native|born|raised|bred|ki ladki|wali ladki|se hoon|se hu|girl|kudi|ladki)\b|\p{L}+(?:kar|ite|wali)\b/iu;
const LIVES = /\b(?:live in|living in|based|lives in|moved to|currently in|location|rehti|rehna|home|now in)\b/i;
export function placeDetail(name: string, sentence: string): Pick<ProfileDetail, "kind" | "label" | "score"> {
  if (PAST_TRIP.test(sentence)) return { kind: "trip", label: `her ${name} trip`, score: 92 };
  if (WISH.test(sentence)) return { kind: "wish", label: `her ${name} plans`, score: 90 };
  if (TRIP.test(sentence)) return { kind: "trip", label: `her ${name} trip`, score: 92 };
  if (LIVES.test(sentence)) return { kind: "home", label: `her life in ${name}`, score: 80 };
  if (GREW_UP.test(sentence)) return { kind: "home", label: `her ${name} roots`, score: 82 };
  return { kind: "place", label: name, score: 84 };
}
