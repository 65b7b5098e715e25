// A fingerprint of everything that goes into `next build`, so `npm start` rebuilds exactly when the
// sources changed since the last build (and never serves a stale one).
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const INPUT_DIRS = ["app", "components", "content", "lib", "public", "prisma"];
const INPUT_FILES = [
  "package-lock.json",
  "next.config.ts",
  "postcss.config.mjs",
  "tsconfig.json",
  "proxy.ts",
  "instrumentation.ts",
  // What scripts/build.mjs does to the build after `next build`.
  "scripts/build.mjs",
  "scripts/lib/scripts-after-paint.mjs",
];
const SKIP = new Set(["generated", "node_modules", "migrations"]);
const STAMP = path.join(root, ".next/holla-build-stamp");

function walk(dir, out) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
}

function sourceFingerprint() {
  const files = INPUT_FILES.map((f) => path.join(root, f)).filter((f) => fs.existsSync(f));
  for (const dir of INPUT_DIRS) walk(path.join(root, dir), files);
  const hash = crypto.createHash("sha256");
  for (const file of files.sort()) {
    hash.update(path.relative(root, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest("hex");
}

export function buildIsCurrent() {
  return fs.existsSync(path.join(root, ".next/BUILD_ID")) && fs.existsSync(STAMP) && fs.readFileSync(STAMP, "utf8") === sourceFingerprint();
}

export function writeBuildStamp() {
  fs.writeFileSync(STAMP, sourceFingerprint());
}

/**
 * For the benchmarks: builds (scripts/build.mjs) unless a build of the current sources exists.
 * False when the build failed (its output went to the terminal).
 */
export function buildIfStale() {
  if (buildIsCurrent()) return true;
  console.log("[bench] building...");
  return spawnSync(process.execPath, [path.join(root, "scripts/build.mjs")], { cwd: root, stdio: "inherit" }).status === 0;
}
