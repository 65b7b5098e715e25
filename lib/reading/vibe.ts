import type { MoodId, Vibe } from "@/lib/reading/types";

// Vibe Check (docs/reading.md): her mood in a word, and what it asks of his reply. One table, read by
// the server (which sends it to Premium), the model prompt (whose mood ids it constrains) and the tests.

export const VIBES: Record<MoodId, Omit<Vibe, "mood">> = {
  playful: { label: "Playful", advice: "match her energy" },
  flirty: { label: "Flirty", advice: "flirt back, lightly" },
  warm: { label: "Warm", advice: "be warm back and keep it easy" },
  curious: { label: "Curious", advice: "answer her first, then ask back" },
  excited: { label: "Excited", advice: "share the excitement" },
  neutral: { label: "Neutral", advice: "give her something easy to reply to" },
  low_effort: { label: "Low effort", advice: "keep it light, don't over-invest" },
  winding_down: { label: "Winding down", advice: "keep it short" },
  stressed: { label: "Stressed", advice: "be kind and go easy" },
  sad: { label: "Going through something", advice: "care first, no jokes" },
  upset: { label: "Upset with you", advice: "apologise, don't argue" },
  not_interested: { label: "Not interested", advice: "let her go kindly" },
};

export const MOOD_IDS = Object.keys(VIBES) as MoodId[];

export function vibeFor(mood: MoodId): Vibe {
  return { mood, ...VIBES[mood] };
}
