// Her profile as pasted: Hinge's prompts ("My simple pleasures: chai at 6am", or the prompt on one line
// and her answer on the next), Bumble's sections ("About me: …"), and plain bio lines, each split into
// sentences with where they start, so a detail can say which words it came from.

export interface ProfilePart {
  /** The prompt or section heading this answer belongs to, if any. */
  prompt?: string;
  /** A profile field's name ("Location", "Hometown"): its text is read for details, not answered. */
  field?: string;
  /** A block's first line taken as a prompt, kept as its own part so its words are read for details. */
  ownWords?: boolean;
  /** Her answer as typed, line breaks kept (two truths and a lie can take a line each). */
  raw?: string;
  at: number;
  sentences: Array<{ text: string; at: number }>;
}

// Prompts as the apps print them; a line that is one of these (with or without a colon) heads the next.
const KNOWN_PROMPTS =
  /^(?:my simple pleasures|i'?m weirdly attracted to|typical sunday|i geek out on|two truths and a lie|do sach,? ek jh[uo]o?th|the way to win me over is|unusual skills|dating me is like|i go crazy for|my most irrational fear|together,? we could|green flags i look for|a life goal of mine|about me|my ideal sunday|best travel story|the key to my heart is|i won'?t shut up about|my greatest strength|don'?t hate me if i|let'?s debate this topic|i recently discovered that|this year,? i really want to|we'?ll get along if|my love language is|i bet you can'?t|the one thing you should know about me is|my perfect first date|me in (?:three|3) words|a shower thought i recently had|i'?m convinced that|my most controversial opinion is|the quickest way to my heart is|a random fact i love is|my favourite quality in a person|i'?m looking for|my bio)\s*[?:.…]*$/i;

// Profile fields that aren't a prompt: their text is read for details, but isn't an answer to reply to.
const FIELDS =
  /^(?:looking for|relationship|height|education|school|work|job|religion|drinking|smoking|kids|pronouns|star sign|zodiac|languages?|politics|location|hometown|lives in|age|interests|gender|drinks?|smokes?|pets|exercise|workout|diet|family plans|wants kids|have kids|sign|languages spoken|vices)$/i;

const HEADING = /^([^:：]{2,60}?)\s*[:：]\s*(.+)$/;

// Between sentences: end marks, bars and bullets, a spaced dash, arrows, and runs of emoji.
const SEPARATOR =
  /[.!?;|•·\n]+|\s[-–—]\s|\s*[→⇒]\s*|\s*\p{Extended_Pictographic}(?:[\p{Extended_Pictographic}\p{Emoji_Modifier}\s]|\u{FE0F}|\u{200D})*/gu;

function sentences(text: string, offset: number): ProfilePart["sentences"] {
  const out: ProfilePart["sentences"] = [];
  let start = 0;
  const push = (end: number) => {
    const raw = text.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    if (raw.trim()) out.push({ text: raw.trim(), at: offset + start + lead });
  };
  for (const m of text.matchAll(SEPARATOR)) {
    // A question keeps its mark: whether she asks him something is read from it.
    push(m[0].startsWith("?") ? m.index + 1 : m.index);
    start = m.index + m[0].length;
  }
  push(text.length);
  return out;
}

const isStatementLine = (line: string) => line.trim().length <= 80 && !KNOWN_PROMPTS.test(line.trim()) && !HEADING.test(line.trim());

/** Splits a pasted profile into prompts' answers, sections and bio sentences. */
export function splitProfile(profile: string): ProfilePart[] {
  const lines: Array<{ text: string; at: number; block: number }> = [];
  let at = 0;
  let block = 0;
  for (const line of profile.split("\n")) {
    if (line.trim()) lines.push({ text: line, at, block });
    else if (lines.length && lines[lines.length - 1]!.block === block) block++;
    at += line.length + 1;
  }
  // Pasted from a prompts profile, each prompt and her answer form a block between blank lines; the
  // apps' prompts are too many (and too often her own words, "Roz ka kaam") to list. Where the
  // profile has two blocks or more, one that opens on a short line with more under it is a prompt.
  const opener = (i: number) => {
    const line = lines[i]!;
    const next = lines[i + 1];
    const first = i === 0 || lines[i - 1]!.block !== line.block;
    const t = line.text.trim();
    return (
      first &&
      !!next &&
      next.block === line.block &&
      t.length <= 50 &&
      t.split(/\s+/).length <= 8 &&
      !/[.!]$/.test(t) &&
      !/\p{Extended_Pictographic}/u.test(t) &&
      !HEADING.test(t)
    );
  };
  const blockPrompts = new Set(new Set(lines.map((l) => l.block)).size > 1 ? lines.map((_, i) => i).filter(opener) : []);
  const parts: ProfilePart[] = [];
  for (let i = 0; i < lines.length; i++) {
    const { text, at: lineAt } = lines[i]!;
    const trimmed = text.trim();
    const heading = HEADING.exec(trimmed);
    const words = heading ? heading[1]!.trim().split(/\s+/).length : 99;
    if (heading && words <= 8 && !/[.!]|\?(?!\s*$)/.test(heading[1]!)) {
      const name = heading[1]!.trim();
      const answerAt = lineAt + text.indexOf(heading[2]!);
      parts.push({
        ...(FIELDS.test(name) ? { field: name.toLowerCase() } : { prompt: name }),
        raw: heading[2]!,
        at: answerAt,
        sentences: sentences(heading[2]!, answerAt),
      });
    } else if (blockPrompts.has(i) && !KNOWN_PROMPTS.test(trimmed)) {
      // The rest of the block is her answer; the prompt, being her own words as often as the app's, is
      // read for details too ("Mumbai girl" over her answer).
      const answerAt = lines[i + 1]!.at;
      let raw = lines[++i]!.text;
      while (lines[i + 1] && lines[i + 1]!.block === lines[i]!.block) raw += `\n${lines[++i]!.text}`;
      parts.push({ at: lineAt, sentences: sentences(text, lineAt), ownWords: true });
      const name = trimmed.replace(/[?:.…]+$/, "");
      parts.push({
        ...(FIELDS.test(name) ? { field: name.toLowerCase() } : { prompt: name }),
        raw,
        at: answerAt,
        sentences: sentences(raw, answerAt),
      });
    } else if (KNOWN_PROMPTS.test(trimmed) && lines[i + 1] && !KNOWN_PROMPTS.test(lines[i + 1]!.text.trim())) {
      const answer = lines[++i]!;
      let raw = answer.text;
      // Her two truths and a lie may take a line each: up to two more short lines belong to the answer.
      if (/truths?|jh[uo]o?th/i.test(trimmed))
        for (let k = 0; k < 2 && lines[i + 1] && isStatementLine(lines[i + 1]!.text); k++) raw += `\n${lines[++i]!.text}`;
      parts.push({
        prompt: trimmed.replace(/[?:.…]+$/, ""),
        raw,
        at: answer.at,
        sentences: sentences(raw, answer.at),
      });
    } else {
      parts.push({ at: lineAt, sentences: sentences(text, lineAt) });
    }
  }
  return parts;
}
