import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The layout rules of docs/architecture.md ("Layers"), kept by reading the source as text: the import
// graph of app/, components/ and lib/, the server-only guards, the browser halves, file sizes, and the
// table of how far each feature is from its route.

const root = path.resolve(import.meta.dirname, "../..");
const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "app", "components", "lib", "proxy.ts"], {
  cwd: root,
  encoding: "utf8",
})
  .split("\n")
  .filter((f) => /\.(ts|tsx)$/.test(f) && !f.startsWith("lib/generated/") && fs.existsSync(path.join(root, f)));
const known = new Set(files);
const source = new Map(files.map((f) => [f, fs.readFileSync(path.join(root, f), "utf8")]));

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith("@/") ? spec.slice(2) : spec.startsWith(".") ? path.join(path.dirname(from), spec) : null;
  if (base === null) return null;
  for (const ending of ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]) {
    const candidate = path.normalize(base + ending);
    if (known.has(candidate)) return candidate;
  }
  return null;
}

/** What each file imports at run time (type-only imports are erased, so they don't count). */
const runtimeImports = new Map<string, string[]>();
const packages = new Map<string, string[]>();
for (const [file, text] of source) {
  const local: string[] = [];
  const external: string[] = [];
  for (const m of text.matchAll(/(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^"';]*?\s+from\s+)?"([^"]+)"|import\(\s*"([^"]+)"\s*\)/g)) {
    if (m[1]) continue;
    const spec = (m[2] ?? m[3])!;
    const target = resolve(file, spec);
    if (target) local.push(target);
    else if (!spec.startsWith(".") && !spec.startsWith("@/")) external.push(spec);
  }
  runtimeImports.set(file, local);
  packages.set(file, external);
}

const SERVER_ROOTS = new Set(["lib/platform/db.ts", "lib/platform/env.ts", "lib/platform/secret.ts"]);
const SERVER_PACKAGES = /^(stripe|nodemailer|pg|@prisma\/|next\/headers$)/;
const guarded = (file: string) => /^import "server-only";/m.test(source.get(file)!);
const isClientHalf = (file: string) => file.split("/").includes("client") || /^["']use client["'];?/m.test(source.get(file)!);

/** Whether `file` reaches the database, the environment, a secret, Stripe or mail at run time. */
const reachesServer = new Map<string, boolean>();
function reaches(file: string, seen = new Set<string>()): boolean {
  const known = reachesServer.get(file);
  if (known !== undefined) return known;
  if (seen.has(file)) return false;
  seen.add(file);
  const result =
    SERVER_ROOTS.has(file) ||
    packages.get(file)!.some((p) => SERVER_PACKAGES.test(p)) ||
    runtimeImports.get(file)!.some((d) => reaches(d, seen));
  reachesServer.set(file, result);
  return result;
}

/** Import distance from `start` to every file it reaches at run time. */
function hops(start: string): Map<string, number> {
  const distance = new Map([[start, 0]]);
  const queue = [start];
  while (queue.length) {
    const file = queue.shift()!;
    for (const next of runtimeImports.get(file) ?? []) {
      if (!distance.has(next)) {
        distance.set(next, distance.get(file)! + 1);
        queue.push(next);
      }
    }
  }
  return distance;
}

describe("the server's half and the browser's half", () => {
  it('every lib module that reaches the database, the environment, a secret, Stripe or mail says import "server-only"', () => {
    const unguarded = files.filter((f) => f.startsWith("lib/") && !isClientHalf(f) && reaches(f) && !guarded(f));
    expect(unguarded).toEqual([]);
  });

  it('no browser half (a client/ folder or a "use client" file) reaches a server-only module', () => {
    const leaks = files
      .filter((f) => isClientHalf(f))
      .flatMap((f) => [...hops(f).keys()].filter((d) => guarded(d)).map((d) => `${f} → ${d}`));
    expect(leaks).toEqual([]);
  });
});

describe("small files", () => {
  // Data banks: hand-written lines, answers and passages, which read best in one place.
  const BANK = /(^|\/)(bank|banks|lexicon)(\/|[-.])|-bank(-\w+)?\.ts$|\/bank-\w+\.ts$/;

  it("no file of logic is over 400 lines (data banks may be)", () => {
    const long = files
      .filter((f) => !BANK.test(f))
      .map((f) => ({ file: f, lines: source.get(f)!.split("\n").length - 1 }))
      .filter(({ lines }) => lines > 400);
    expect(long).toEqual([]);
  });
});

describe("every feature within two hops of its route (docs/architecture.md)", () => {
  const doc = fs.readFileSync(path.join(root, "docs/architecture.md"), "utf8");
  const rows = doc
    .split("\n")
    .filter((line) => /^\| [^|]+ \| `app\//.test(line))
    .map((line) => {
      const [feature, route, entry, parts] = line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim());
      const paths = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
      return { feature: feature!, route: paths(route!)[0]!, entry: paths(entry!)[0]!, parts: paths(parts!) };
    });

  it("the table lists the features", () => {
    expect(rows.length).toBeGreaterThanOrEqual(10);
  });

  it.each(rows.map((r) => [r.feature, r] as const))("%s", (_feature, { route, entry, parts }) => {
    expect(known.has(route), `${route} exists`).toBe(true);
    const distance = hops(route);
    expect(distance.get(entry), `${entry} is imported by the route`).toBe(1);
    for (const part of parts) expect(distance.get(part), `${part} within two hops`).toBeLessThanOrEqual(2);
  });
});
