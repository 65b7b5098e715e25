import type { Tense } from "@/lib/reading/types";

// The tense of what she describes (docs/reading.md): a callback asks how a past thing went, or wishes
// luck for one to come.

const PAST =
  /\b(?:was|were|went|did|had|got\s+back|came\s+back|yesterday|last\s+(?:night|week|weekend|month|year|time)|ago|just\s+(?:got|came|finished|watched|saw|ate|made|had)|finished|watched|visited|tried|made|cooked|ate|saw|met|gaya|gayi|gaye|gyi|gya|tha|thi|kiya|kiye|dekhi|dekha|khaya|khayi|aayi|aaya|pichle)\b/gi;
const FUTURE =
  /\b(?:will|gonna|going\s+to|tomorrow|tmrw|next\s+(?:week|weekend|month|year|time)|this\s+(?:weekend|friday|saturday|sunday|evening)|tonight|planning|plan\s+to|about\s+to|soon|upcoming|jaungi|jaunga|karungi|karunga|jaa\s+rahi\s+hoon|jaane\s+wali|hone\s+wala|hone\s+wali|agle|kal\s+(?:hai|ko|se|subah|shaam))\b/gi;

export function tenseOf(text: string): Tense {
  const past = (text.match(PAST) ?? []).length;
  const future = (text.match(FUTURE) ?? []).length;
  if (past > future) return "past";
  if (future > past) return "future";
  return "present";
}
