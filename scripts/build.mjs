// `npm run build`, and every build `npm start`, `npm test` and the benchmarks make: `next build`, then the pages it
// prerendered run the framework's scripts after their first paint (scripts/lib/scripts-after-paint.mjs), then the
// build is stamped with the sources it came from (scripts/lib/build-stamp.mjs).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { writeBuildStamp } from "./lib/build-stamp.mjs";
import { holdScriptsInBuild } from "./lib/scripts-after-paint.mjs";

const root = path.resolve(import.meta.dirname, "..");
const next = spawnSync(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "build"], { cwd: root, stdio: "inherit" });
if (next.status !== 0) process.exit(next.status ?? 1);
const pages = holdScriptsInBuild(path.join(root, ".next"));
console.log(`[build] ${pages.length} prerendered pages run their scripts after the first paint`);
writeBuildStamp();
