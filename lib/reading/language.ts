import type { LanguageId } from "@/lib/plans";
import { normaliseText } from "@/lib/reading/normalise-text";

// English or Hinglish: a few common Hindi words in Latin script are enough to answer in Hinglish.

const HINGLISH =
  /\b(?:hai|hain|hoon|hu|nahi|nhi|kya|kyun|kaise|mujhe|tum|tumhe|aap|mera|meri|kar|karo|raha|rahi|tha|thi|acha|achha|yaar|bhi|aur|toh|matlab|bas|abhi|kal|aaj|ho|ko|se|mein|wala|wali|pe|hum)\b/gi;

/** English or Hinglish (Hindi in Latin script), for any text (his question to Romeo too). */
export function readLanguage(text: string): LanguageId {
  return languageOf(normaliseText(text));
}

export function languageOf(text: string): LanguageId {
  const hits = (text.match(HINGLISH) ?? []).length;
  const total = text.split(/\s+/).filter(Boolean).length || 1;
  return hits >= 2 || hits / total >= 0.25 ? "hi" : "en";
}
