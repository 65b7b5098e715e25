import { spawn, type ChildProcess } from "node:child_process";
import { expect, test } from "@playwright/test";
import { query, uniqueEmail } from "./db";
import { grantPremium } from "./auth";
import { E2E_AUTH_SECRET } from "./server-env";

// Killed mid-burst (issue 7 §5): an app process that dies with SIGKILL while feedback, issue reports
// and saved replies pour in must not have acknowledged anything it did not store. Every write that
// got a 200 is in the database afterwards, and the restarted process serves again.

const PORT = Number(process.env.E2E_PORT || 3100) + 12;
const URL_ = `http://127.0.0.1:${PORT}`;

function start(): ChildProcess {
  return spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-H", "127.0.0.1", "-p", String(PORT)], {
    env: {
      ...process.env,
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
      DATABASE_POOL_SIZE: "4",
      NEXT_TELEMETRY_DISABLED: "1",
      AUTH_SECRET: E2E_AUTH_SECRET,
      SIGN_IN_LINKS_PER_IP_PER_HOUR: "1000",
      // The burst is the point: the per-address form limit must not be what answers it.
      FORM_RATE_LIMIT_PER_HOUR: "100000",
      FORM_RATE_LIMIT_GLOBAL_PER_HOUR: "100000",
    },
    stdio: "ignore",
  });
}

async function healthy() {
  await expect.poll(async () => (await fetch(`${URL_}/api/health`).catch(() => null))?.status, { timeout: 60_000, intervals: [250] }).toBe(200);
}

async function sessionCookie(email: string): Promise<string> {
  const asked = await fetch(`${URL_}/api/standalone-login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email }) });
  expect(asked.status).toBe(200);
  const [mail] = await query<{ link: string }>("select link from outbox_email where \"to\" = $1 order by created_at desc limit 1", [email]);
  const opened = await fetch(mail!.link, { redirect: "manual" });
  return opened.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .filter((c) => c.includes("session-token"))
    .join("; ");
}

test("every write acknowledged before a SIGKILL is there after the restart", async () => {
  test.setTimeout(120_000);
  let server = start();
  try {
    await healthy();
    const email = uniqueEmail("e2e-crash");
    grantPremium(email);
    const cookie = await sessionCookie(email);
    expect(cookie).toMatch(/session-token=/);

    const run = `crash-${Date.now()}`;
    const acknowledged: Array<{ kind: "feedback" | "report" | "save"; marker: string }> = [];
    let sent = 0;
    let killed = false;

    async function write(i: number) {
      const marker = `${run}-${i}`;
      const kind = (["feedback", "report", "save"] as const)[i % 3]!;
      const request =
        kind === "feedback"
          ? { path: "/api/feedback", body: { email, feedbackType: "other", message: `Burst ${marker}` } }
          : kind === "report"
            ? { path: "/api/report", body: { email, issueType: "other", description: `Burst ${marker}` } }
            : { path: "/api/saved-replies", body: { text: `Burst ${marker}`, tone: "funny", language: "en" } };
      try {
        const res = await fetch(`${URL_}${request.path}`, { method: "POST", headers: { "content-type": "application/json", cookie }, body: JSON.stringify(request.body) });
        if (res.status === 200) acknowledged.push({ kind, marker });
      } catch {
        // The connection died with the process: not acknowledged, so nothing is promised.
      }
    }

    // Eight writers in parallel; the process is killed once 60 writes are acknowledged, mid-flight.
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (!killed && sent < 2_000) {
          const i = sent++;
          await write(i);
          if (!killed && acknowledged.length >= 60) {
            killed = true;
            server.kill("SIGKILL");
          }
        }
      }),
    );
    expect(killed).toBe(true);
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);

    server = start();
    await healthy();
    const stored = new Set(
      [
        ...(await query<{ text: string }>("select message as text from feedback where message like $1", [`Burst ${run}-%`])),
        ...(await query<{ text: string }>("select description as text from issue_report where description like $1", [`Burst ${run}-%`])),
        ...(await query<{ text: string }>("select text from saved_reply where text like $1", [`Burst ${run}-%`])),
      ].map((r) => r.text.replace("Burst ", "")),
    );
    const lost = acknowledged.filter((a) => !stored.has(a.marker));
    expect(lost, `acknowledged but missing after the crash: ${JSON.stringify(lost)}`).toEqual([]);
    // The restarted process serves the account as before.
    const saves = await fetch(`${URL_}/api/saved-replies`, { headers: { cookie } });
    expect(saves.status).toBe(200);
  } finally {
    server.kill("SIGKILL");
  }
});
