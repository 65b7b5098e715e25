import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EMBEDDED_IN_PRODUCTION } from "../../scripts/lib/embedded-db.mjs";

const root = path.resolve(import.meta.dirname, "../..");

describe("npm start on a production deployment", () => {
  it("refuses to run it on the embedded database, before starting anything", () => {
    const env: NodeJS.ProcessEnv = {
      NODE_ENV: "production",
      PATH: process.env.PATH ?? "",
      DEPLOY_ENV: "production",
      AUTH_SECRET: "x".repeat(40),
      AUTH_URL: "https://holla.example",
    };
    const run = spawnSync(process.execPath, [path.join(root, "scripts/start.mjs")], { cwd: root, env, encoding: "utf8", timeout: 30_000 });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(EMBEDDED_IN_PRODUCTION);
  });
});
