/** Parses an optional earlier thread: lines starting "Me:" or "Her:" (others continue the previous line). */
export function parseThread(thread: string | undefined): Array<{ who: "Me" | "Her"; text: string }> {
  const turns: Array<{ who: "Me" | "Her"; text: string }> = [];
  for (const raw of (thread ?? "").split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const match = /^(me|her)\s*:\s*(.*)$/i.exec(line);
    if (match) turns.push({ who: match[1]!.toLowerCase() === "me" ? "Me" : "Her", text: match[2]!.trim() });
    else if (turns.length) turns[turns.length - 1]!.text += ` ${line}`;
    else turns.push({ who: "Her", text: line });
  }
  return turns.filter((t) => t.text);
}
