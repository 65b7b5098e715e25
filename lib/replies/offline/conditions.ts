// What her condition asks for first, each answered by lines of its own (bank/reading-acts.ts, docs/reading.md):
// a call, somewhere public, or later (after her exams, once she's back). "Standards" and "terms" fit the
// first two, not "after my board exams".

// "as long as I'm not on call" is her shift, not a call she wants first.
const CALL_FIRST = /(?<!\bon\s)\bcall\b|\b(?:video|facetime|phone|voice)\b/i;
const PUBLIC_PLACE = /\b(?:public|crowded|busy\s+(?:place|cafe)|daylight|daytime|din\s+mein|sunsaan|bheed|mall)\b/i;
const LATER =
  /\b(?:after|once|until|till|baad|jab\s+(?:main|mai|me)|next\s+(?:week|month)|agle\s+(?:hafte|mahine)|exams?|finals|boards?|back\s+from|wapas|lautke)\b/i;
// "once i know you better", "pehle thoda aur baat karte hain": later, but on getting to know him, which the
// plain condition lines answer.
const KNOW_FIRST = /\b(?:know|talk|chat|text|baat|jaan|trust|comfortable)\w*/i;

/** Which lines answer her condition, from her words for it. */
export function conditionKind(asked: string): "callFirst" | "publicPlace" | "later" | "condition" {
  if (CALL_FIRST.test(asked)) return "callFirst";
  if (PUBLIC_PLACE.test(asked)) return "publicPlace";
  if (LATER.test(asked) && !KNOW_FIRST.test(asked)) return "later";
  return "condition";
}
