// Checks profile corpus files against data/profiles/GUIDE.md: `node data/profiles/validate.mjs FILE...`.
// Prints each bad line with why, then a count of kinds, relations and hooks; exits 1 when any line is bad.
import { readFileSync } from "node:fs";

const KINDS = [
  "pet",
  "animals",
  "place",
  "food",
  "music",
  "sport",
  "hobby",
  "job",
  "study",
  "show",
  "book",
  "game",
  "person",
  "trait",
  "other",
];
const RELS = ["has", "loves", "dislikes", "does", "lives", "from", "visited", "going", "wants", "works", "studies", "is"];
const INVITES = ["recommend", "game", "debate", "challenge", "question", "date"];

const lowerWords = (w) =>
  Array.isArray(w) && w.length >= 1 && w.length <= 4 && w.every((x) => typeof x === "string" && x && x === x.toLowerCase());

/** Why a parsed row breaks the guide, or null. */
export function problem(row, profileText) {
  if (typeof row.id !== "string" || !row.id) return "id missing";
  if (row.lang !== "en" && row.lang !== "hi") return "lang must be en or hi";
  if (!["prompts", "bio", "mixed"].includes(row.style)) return "style must be prompts, bio or mixed";
  if (typeof row.profile !== "string" || !row.profile.trim()) return "profile missing";
  if (row.profile.length > 2000) return "profile over 2,000 characters";
  if (!Array.isArray(row.details)) return "details must be an array";
  const text = (profileText ?? row.profile).toLowerCase();
  for (const d of row.details) {
    if (!d || typeof d !== "object") return "a detail must be an object";
    if (!lowerWords(d.words)) return "a detail's words must be 1-4 lowercase strings";
    if (!KINDS.includes(d.kind)) return `unknown kind ${d.kind}`;
    if (!RELS.includes(d.rel)) return `unknown rel ${d.rel}`;
    if (!d.words.some((w) => text.includes(w))) return `none of ${JSON.stringify(d.words)} is in the profile`;
  }
  if (row.hook !== undefined) {
    if (!row.hook || typeof row.hook !== "object") return "hook must be an object";
    if (!lowerWords(row.hook.words)) return "the hook's words must be 1-4 lowercase strings";
    if (!INVITES.includes(row.hook.invites)) return `unknown invites ${row.hook.invites}`;
  }
  if (row.careful !== undefined) {
    if (!Array.isArray(row.careful) || !row.careful.every((w) => typeof w === "string" && w === w.toLowerCase()))
      return "careful must be an array of lowercase words";
    if (!row.careful.some((w) => text.includes(w))) return "none of the careful words is in the profile";
  }
  return null;
}

if (process.argv[1]?.endsWith("validate.mjs") && process.argv.length > 2) {
  let bad = 0;
  const kinds = new Map();
  const rels = new Map();
  const hooks = new Map();
  const ids = new Set();
  for (const file of process.argv.slice(2)) {
    const lines = readFileSync(file, "utf8")
      .split("\n")
      .filter((l) => l.trim());
    lines.forEach((line, i) => {
      let row;
      try {
        row = JSON.parse(line);
      } catch {
        console.log(`${file}:${i + 1}: not JSON`);
        bad++;
        return;
      }
      const why = problem(row) ?? (ids.has(row.id) ? `duplicate id ${row.id}` : null);
      if (why) {
        console.log(`${file}:${i + 1}: ${why}`);
        bad++;
        return;
      }
      ids.add(row.id);
      for (const d of row.details) {
        kinds.set(d.kind, (kinds.get(d.kind) ?? 0) + 1);
        rels.set(d.rel, (rels.get(d.rel) ?? 0) + 1);
      }
      const h = row.hook?.invites ?? "none";
      hooks.set(h, (hooks.get(h) ?? 0) + 1);
    });
  }
  const show = (m) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .map(([k, n]) => `${k} ${n}`)
      .join(", ");
  console.log(`${ids.size} profiles, ${bad} bad`);
  console.log(`kinds: ${show(kinds)}`);
  console.log(`rels: ${show(rels)}`);
  console.log(`hooks: ${show(hooks)}`);
  process.exit(bad ? 1 : 0);
}
