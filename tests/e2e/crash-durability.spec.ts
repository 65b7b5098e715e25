import { expect, test } from "@playwright/test";
import { grantPremium, pressSignIn } from "./auth";
import { query, uniqueEmail } from "./db";
import { extraPort, startApp, waitForHealth } from "./spawn-app";

// Killed mid-burst: an app process that dies with SIGKILL while feedback, issue reports
// and saved replies pour in must not have acknowledged anything it did not store. Every write that
// got a 200 is in the database afterwards, and the restarted process serves again.

const PORT = extraPort(12);
const URL_ = `http://127.0.0.1:${PORT}`;

// The burst is the point: the per-address form and sign-in limits must not be what answers it. Its
// requests also come from their own address (X-Forwarded-For, read as a trusted proxy's), because those
// counters live in the shared e2e database: a burst from 127.0.0.1 would use up the other tests' form
// allowance.
const ADDRESS = { "x-forwarded-for": "203.0.113.77" };
const start = () =>
  startApp(PORT, {
    TRUSTED_PROXY_COUNT: "1",
    SIGN_IN_LINKS_PER_IP_PER_HOUR: "1000",
    FORM_RATE_LIMIT_PER_HOUR: "100000",
    FORM_RATE_LIMIT_GLOBAL_PER_HOUR: "100000",
  });

async function sessionCookie(email: string): Promise<string> {
  const asked = await fetch(`${URL_}/api/standalone-login`, {
    method: "POST",
    headers: { "content-type": "application/json", ...ADDRESS },
    body: JSON.stringify({ email }),
  });
  expect(asked.status).toBe(200);
  const [mail] = await query<{ link: string }>('select link from outbox_email where "to" = $1 order by created_at desc limit 1', [email]);
  // The emailed page's Sign In button: a nonce, then the link's fields posted to the callback.
  const opened = await pressSignIn(mail!.link);
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
    await waitForHealth(URL_);
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
        const res = await fetch(`${URL_}${request.path}`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie, ...ADDRESS },
          body: JSON.stringify(request.body),
        });
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
    await waitForHealth(URL_);
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
