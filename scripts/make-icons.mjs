// Renders app/icon.svg into the bitmap icons phones and old browsers ask for: the home-screen icons
// of the web app manifest (app/manifest.ts), the apple-touch-icon and favicon.ico. Run it after
// changing the logo: `node scripts/make-icons.mjs`; its output is committed.
import { readFile, writeFile } from "node:fs/promises";
import sharp from "sharp";

const svg = await readFile(new URL("../app/icon.svg", import.meta.url));
const png = (size, pad = 0) =>
  sharp(svg, { density: 72 * Math.ceil((size * 4) / 32) })
    .resize(size - 2 * pad, size - 2 * pad)
    .extend({ top: pad, bottom: pad, left: pad, right: pad, background: "#7a2fe0" })
    .png()
    .toBuffer();

await writeFile(new URL("../public/icon-192.png", import.meta.url), await png(192));
await writeFile(new URL("../public/icon-512.png", import.meta.url), await png(512));
// A maskable icon keeps the logo inside the safe zone (the inner 80 %) on a full-bleed background.
await writeFile(new URL("../public/icon-maskable-512.png", import.meta.url), await png(512, 52));
await writeFile(new URL("../app/apple-icon.png", import.meta.url), await png(180));

// favicon.ico: an ICO directory whose entries are PNGs (every browser since IE 11 reads them).
const sizes = [16, 32, 48];
const images = await Promise.all(sizes.map((s) => png(s)));
const header = Buffer.alloc(6 + 16 * sizes.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(sizes.length, 4);
let offset = header.length;
sizes.forEach((size, i) => {
  const entry = 6 + 16 * i;
  header.writeUInt8(size, entry);
  header.writeUInt8(size, entry + 1);
  header.writeUInt16LE(1, entry + 4);
  header.writeUInt16LE(32, entry + 6);
  header.writeUInt32LE(images[i].length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += images[i].length;
});
await writeFile(new URL("../app/favicon.ico", import.meta.url), Buffer.concat([header, ...images]));
console.log("Icons written: public/icon-{192,512,maskable-512}.png, app/apple-icon.png, app/favicon.ico");
