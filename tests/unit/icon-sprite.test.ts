import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ICON_NAMES } from "@/components/ui/icon";
import { iconNames, iconSprite } from "../../scripts/icon-sprite.mjs";

// The server-rendered pages draw lucide's icons from public/icons.svg (components/ui/icon.tsx); a name
// added to ICON_NAMES without regenerating the sprite would draw nothing.
const root = path.resolve(import.meta.dirname, "../..");

describe("the icon sprite", () => {
  it("is what scripts/icon-sprite.mjs writes for ICON_NAMES", () => {
    expect(iconNames()).toEqual([...ICON_NAMES]);
    expect(fs.readFileSync(path.join(root, "public/icons.svg"), "utf8")).toBe(iconSprite(ICON_NAMES));
  });

  it("has one symbol per name, each drawn", () => {
    const sprite = iconSprite(ICON_NAMES);
    for (const name of ICON_NAMES)
      expect(sprite).toMatch(new RegExp(`<symbol id="${name}" viewBox="0 0 24 24"><(path|circle|rect|line|polyline)`));
  });
});
