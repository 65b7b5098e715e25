// Writes public/icons.svg: one <symbol> per icon named in components/ui/icon.tsx (ICON_NAMES), drawn
// from lucide-react itself. The server-rendered pages point at it
// with <use href> (components/ui/icon.tsx says why). tests/unit/icon-sprite.test.ts fails when the
// committed file differs from what this writes.
// Usage: node scripts/icon-sprite.mjs (after adding a name to ICON_NAMES or updating lucide-react).

import fs from "node:fs";
import path from "node:path";
import * as lucide from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

const root = path.resolve(import.meta.dirname, "..");
const OUTPUT = path.join(root, "public/icons.svg");

const icons = new Map(Object.entries(lucide));
const pascal = (name) => name.replace(/(^|-)([a-z0-9])/g, (_, _dash, ch) => ch.toUpperCase());

/** The sprite for `names` (lucide's kebab-case names), as a string. */
export function iconSprite(names) {
  const symbols = [...names].sort().map((name) => {
    const component = icons.get(pascal(name));
    if (!component) throw new Error(`lucide-react has no icon "${name}"`);
    const svg = renderToStaticMarkup(createElement(component));
    const inner = svg.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
    // lucide's stroke settings come from the page's CSS (.ic in app/globals.css), inherited through the
    // <use>, so a class like fill-amber-400 can still fill an icon.
    return `<symbol id="${name}" viewBox="0 0 24 24">${inner.replace(/><\/(path|circle|rect|line|polyline|polygon)>/g, "/>")}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("\n")}</svg>\n`;
}

/** ICON_NAMES, read from components/ui/icon.tsx. */
export function iconNames() {
  const source = fs.readFileSync(path.join(root, "components/ui/icon.tsx"), "utf8");
  const list = source.match(/ICON_NAMES = \[([^\]]*)\]/)?.[1];
  if (!list) throw new Error("ICON_NAMES not found in components/ui/icon.tsx");
  return [...list.matchAll(/"([a-z0-9-]+)"/g)].map((m) => m[1]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sprite = iconSprite(iconNames());
  fs.writeFileSync(OUTPUT, sprite);
  console.log(`${path.relative(root, OUTPUT)}: ${iconNames().length} icons, ${sprite.length} bytes`);
}
