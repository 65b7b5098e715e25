import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EMBEDDED_IN_PRODUCTION } from "@/lib/platform/production-settings.mjs";

const root = path.resolve(import.meta.dirname, "../..");

// Everything a production deployment needs but the setting under test.
const PRODUCTION = {
  NODE_ENV: "production",
  DEPLOY_ENV: "production",
  AUTH_SECRET: "x".repeat(40),
  AUTH_URL: "https://holla.example",
  DATABASE_URL: "postgresql://postgres@127.0.0.1:1/holla_unreachable",
  EMAIL_SERVER: "smtp://127.0.0.1:1",
  EMAIL_FROM: "Holla <hello@holla.example>",
};

function start(env: Record<string, string>) {
  return spawnSync(process.execPath, [path.join(root, "scripts/start.mjs")], {
    cwd: root,
    env: { NODE_ENV: "production", PATH: process.env.PATH ?? "", ...env },
    encoding: "utf8",
    timeout: 30_000,
  });
}

const without = (name: keyof typeof PRODUCTION) => Object.fromEntries(Object.entries(PRODUCTION).filter(([key]) => key !== name));

describe("npm start on a production deployment", () => {
  it("refuses to run it on the embedded database, before starting anything", () => {
    const run = start(without("DATABASE_URL"));
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(EMBEDDED_IN_PRODUCTION);
    expect(run.stdout).not.toMatch(/embedded|PGlite/i);
  });

  // Security issue 32, finding 8: each instance made up its own key, so a session from one was refused by the next.
  it("refuses to start without AUTH_SECRET instead of making one up", () => {
    const run = start({ ...without("AUTH_SECRET"), AUTH_SECRET: "" });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/AUTH_SECRET must be set on a production deployment/);
  });

  // Finding 1: without SMTP, production sign-in links went to the server log and /dev/outbox.
  it("refuses to start without a mail server, or without its sender", () => {
    const noServer = start(without("EMAIL_SERVER"));
    expect(noServer.status).toBe(1);
    expect(noServer.stderr).toMatch(/EMAIL_SERVER must be set on a production deployment/);
    const noSender = start(without("EMAIL_FROM"));
    expect(noSender.status).toBe(1);
    expect(noSender.stderr).toMatch(/EMAIL_FROM must be set on a production deployment/);
  });

  it("names every missing setting at once", () => {
    const run = start({ NODE_ENV: "production", DEPLOY_ENV: "production" });
    expect(run.status).toBe(1);
    for (const name of ["AUTH_SECRET", "AUTH_URL", "DATABASE_URL", "EMAIL_SERVER"]) expect(run.stderr).toContain(name);
  });
});
