import { BLANK_PATTERN } from "@/lib/replies/protocol";

// A reply may hold blanks he fills in ("I work as [[your job]]", docs/reading.md): the card shows them
// as fields and copies the text only once every one is filled.

export type ReplyPart = { kind: "text"; text: string } | { kind: "blank"; hint: string; index: number };

export function replyParts(reply: string): ReplyPart[] {
  const parts: ReplyPart[] = [];
  let last = 0;
  let index = 0;
  for (const match of reply.matchAll(new RegExp(BLANK_PATTERN.source, "g"))) {
    if (match.index > last) parts.push({ kind: "text", text: reply.slice(last, match.index) });
    parts.push({ kind: "blank", hint: match[1]!.trim(), index: index++ });
    last = match.index + match[0].length;
  }
  if (last < reply.length) parts.push({ kind: "text", text: reply.slice(last) });
  return parts;
}

export function blankCount(reply: string): number {
  return replyParts(reply).filter((p) => p.kind === "blank").length;
}

/** The reply with each blank replaced by what he typed (in order); blanks he left empty stay as they were. */
export function fillBlanks(reply: string, values: readonly string[]): string {
  return replyParts(reply)
    .map((p) => (p.kind === "text" ? p.text : values[p.index]?.trim() || `[[${p.hint}]]`))
    .join("");
}

export function blanksComplete(reply: string, values: readonly string[]): boolean {
  return replyParts(reply).every((p) => p.kind === "text" || Boolean(values[p.index]?.trim()));
}
