// How a line of the offline bank gets her words (docs/reading.md, "The offline engine"): slots filled, first
// letters raised where a sentence starts, her options kept as she spelt them.

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// Her options keep her spelling wherever they land; only a sentence's first letter is raised.
const RAW_SLOTS: Record<string, string> = { A: "a", B: "b" };

/** A bank line with its slots filled: {a}/{b} keep her spelling, {Key} raises a first letter, {key} keeps it. */
export function fill(template: string, given: Record<string, string>): string {
  // "Chicago', noted.": a word she quoted comes without its stray quote marks.
  const slots = Object.fromEntries(Object.entries(given).map(([k, v]) => [k, v.replace(/^['"‘’“”`]+|['"‘’“”`]+$/g, "")]));
  let text = template;
  // "Beach" said mid-line is "beach"; "WFH" and "iPhone" stay as she wrote them.
  for (const [slot, key] of Object.entries(RAW_SLOTS))
    if (slots[key] !== undefined)
      text = text.replaceAll(
        `{${slot}}`,
        slots[key]!.replace(/(?<![\p{L}\p{N}])(\p{Lu})(?=\p{Ll}*(?![\p{L}\p{N}]))/gu, (c) => c.toLowerCase()),
      );
  for (const [key, value] of Object.entries(slots)) {
    text = text.replaceAll(`{${capitalise(key)}}`, capitalise(value)).replaceAll(`{${key}}`, value);
  }
  text = text
    .replace(/\s+/g, " ")
    .replace(/\s+([,.!?;:])/g, "$1")
    .trim();
  return capitalise(text).replace(/([.!?]\s+)(\p{Ll})/gu, (_, gap: string, letter: string) => gap + letter.toUpperCase());
}
