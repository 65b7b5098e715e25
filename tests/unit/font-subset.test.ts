import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { woff2CodePoints } from "../../scripts/lib/woff2-cmap.mjs";
import { FONT_TEXT } from "../../scripts/subset-font.mjs";

// The preloaded font is a subset of Geist (scripts/subset-font.mjs). Every character the site writes
// itself (the pages' words, the components, the refusals, the offline engines' replies) that Geist
// draws must still be in the subset, or it would show in a fallback font in the middle of a word.
// Characters Geist never had (emoji) come from the system fonts, as they always did.

const root = path.resolve(import.meta.dirname, "../..");
const subset = woff2CodePoints(fs.readFileSync(path.join(root, "app/fonts/geist-latin.woff2")));
const full = woff2CodePoints(fs.readFileSync(path.join(root, "node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2")));

// Code that matches what people type (look-alike letters, OCR) is not text the site shows.
const NOT_SITE_TEXT = new Set(["lib/reading/normalise-text.ts", "lib/screenshot/bubble-text.ts", "lib/screenshot/layout.ts"]);
const siteFiles = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "app", "components", "content", "lib"], {
  cwd: root,
  encoding: "utf8",
})
  .split("\n")
  .filter((f) => /\.(ts|tsx)$/.test(f) && !f.startsWith("lib/generated/") && !NOT_SITE_TEXT.has(f) && fs.existsSync(path.join(root, f)));

/** Each character outside ASCII in the site's source, with a file it is in. */
const siteCharacters = new Map<number, string>();
for (const file of siteFiles) {
  for (const ch of fs.readFileSync(path.join(root, file), "utf8")) {
    const code = ch.codePointAt(0)!;
    if (code > 0x7e && !siteCharacters.has(code)) siteCharacters.set(code, file);
  }
}

describe("the subset of Geist every page preloads", () => {
  it("has every printable ASCII character", () => {
    const missing = Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => 0x20 + i).filter((c) => !subset.has(c));
    expect(missing).toEqual([]);
  });

  it("draws every character of the site's own text that Geist draws", () => {
    expect(siteCharacters.size).toBeGreaterThan(10);
    const missing = [...siteCharacters]
      .filter(([code]) => full.has(code) && !subset.has(code))
      .map(([code, file]) => `${String.fromCodePoint(code)} U+${code.toString(16).toUpperCase()} (${file})`);
    expect(missing).toEqual([]);
  });

  it("leaves what Geist never had, emoji among them, to the system fonts as before", () => {
    for (const emoji of ["😊", "👍", "👎", "❤", "☕"]) {
      const code = emoji.codePointAt(0)!;
      expect(full.has(code)).toBe(false);
      expect(subset.has(code)).toBe(false);
    }
    // The subset adds nothing the full font hasn't.
    expect([...subset].filter((c) => !full.has(c))).toEqual([]);
  });

  it("is the file scripts/subset-font.mjs writes from FONT_TEXT, and far smaller than the full font", () => {
    const wanted = [...FONT_TEXT].map((ch) => ch.codePointAt(0)!);
    expect(wanted.filter((c) => !subset.has(c))).toEqual([]);
    expect(fs.statSync(path.join(root, "app/fonts/geist-latin.woff2")).size).toBeLessThan(30_000);
  });
});
