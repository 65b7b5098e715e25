import { THREAD_MAX_CHARS } from "@/lib/input-limits";

// What a chat screenshot says: its messages in order, each with who sent it. Shared by the reader in the
// browser, the "Read with AI" route and the form that the reader fills (docs/screenshot-reading.md).

export type Who = "her" | "me";

export interface Turn {
  who: Who;
  text: string;
}

const LABEL: Record<Who, string> = { her: "Her", me: "Me" };

/**
 * The generator's two fields from a conversation: her latest message is her last bubble or bubbles after
 * his last one; everything before it is the thread, one "Me:"/"Her:" line per bubble. A chat that ends
 * with his bubble has no new message of hers to answer, so all of it is thread.
 */
export function toGeneratorFields(
  turns: readonly Turn[],
  threadMaxChars = THREAD_MAX_CHARS,
): { message: string; thread: string; threadTrimmed: boolean } {
  const kept = turns.map((t) => ({ who: t.who, text: t.text.replace(/\s+/g, " ").trim() })).filter((t) => t.text);
  let start = kept.length;
  while (start > 0 && kept[start - 1]!.who === "her") start--;
  const latest = kept.slice(start);
  const earlier = kept.slice(0, start);
  // A long chat read from several screenshots can outgrow the thread field: the oldest lines go first.
  const lines = earlier.map((t) => `${LABEL[t.who]}: ${t.text}`);
  let threadTrimmed = false;
  while (lines.length && lines.join("\n").length > threadMaxChars) {
    lines.shift();
    threadTrimmed = true;
  }
  return { message: latest.map((t) => t.text).join("\n"), thread: lines.join("\n"), threadTrimmed };
}

const comparable = (t: Turn) => `${t.who}:${t.text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "")}`;

/**
 * Several screenshots of one long chat, in order: the next one usually starts with a few bubbles the last
 * one ended with, so the longest such overlap is counted once.
 */
export function joinScreens(screens: readonly (readonly Turn[])[]): Turn[] {
  const out: Turn[] = [];
  for (const screen of screens) {
    let overlap = 0;
    for (let n = Math.min(out.length, screen.length); n > 0; n--) {
      const tail = out.slice(out.length - n);
      if (tail.every((t, i) => comparable(t) === comparable(screen[i]!))) {
        overlap = n;
        break;
      }
    }
    out.push(...screen.slice(overlap));
  }
  return out;
}
