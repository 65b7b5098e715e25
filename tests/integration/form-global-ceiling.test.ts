import { describe, expect, it } from "vitest";

// A small budget for this file's app instance, set before the app reads its configuration.
process.env.FORM_RATE_LIMIT_GLOBAL_PER_HOUR = "5";
process.env.FORM_RATE_LIMIT_PER_HOUR = "3";
const { POST: feedback } = await import("@/app/(forms)/api/feedback/route");
const { POST: newsletter } = await import("@/app/(forms)/api/newsletter-signup/route");
const { POST: report } = await import("@/app/(forms)/api/report/route");
const { POST: waitlist } = await import("@/app/(forms)/api/waitlist/route");
const { db } = await import("@/lib/platform/db");
const { hardCeiling, issueChallenge } = await import("@/lib/platform/http/proof-of-work");
const { PROOF_HEADER } = await import("@/lib/platform/http/proof-of-work-protocol");
const { solveChallenge } = await import("@/lib/platform/client/proof-of-work-solver");
const { jsonRequest, readJson } = await import("../support/requests");

const SOFT = 5;
let sent = 0;

/** A feedback from `ip` (a fresh forged address unless named), with a proof when given one. */
function sendFeedback({ ip, proof }: { ip?: string; proof?: string } = {}) {
  const i = sent++;
  const headers: Record<string, string> = { "x-forwarded-for": ip ?? `198.18.${i >> 8}.${i & 255}` };
  if (proof) headers[PROOF_HEADER] = proof;
  return feedback(jsonRequest("/api/feedback", { email: "x@y.co", feedbackType: "other", message: `m${i}` }, headers));
}

async function challengeOf(response: Response) {
  expect(response.status).toBe(429);
  const body = await readJson(response);
  expect(body).toMatchObject({
    error: expect.stringMatching(/unusual number/),
    code: "proof_of_work_required",
    challenge: { token: expect.any(String), difficulty: expect.any(Number) },
  });
  expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
  return body.challenge;
}

async function proofFrom(response: Response) {
  return (await solveChallenge(await challengeOf(response)))!;
}

// The file's tests run in order on one database: the budget the first one fills stays full.
describe("the budget for everyone of a form", () => {
  it("doesn't count what the address's own budget refused, so one client can't use it up", async () => {
    const one = await Promise.all(Array.from({ length: 8 }, () => sendFeedback({ ip: "203.0.113.50" })));
    expect(one.filter((r) => r.status === 200)).toHaveLength(3);
    const refused = one.filter((r) => r.status === 429);
    expect(refused).toHaveLength(5);
    for (const r of refused) expect(await readJson(r)).toEqual({ error: expect.stringMatching(/many times/), code: "rate_limited" });
    // Two left for everyone else.
    expect((await sendFeedback()).status).toBe(200);
    expect((await sendFeedback()).status).toBe(200);
  });

  it("once used up by a flood over forged addresses, asks for a proof of work instead of refusing everyone", async () => {
    const flood = await Promise.all(Array.from({ length: 12 }, () => sendFeedback()));
    expect(flood.every((r) => r.status === 429)).toBe(true);
    await challengeOf(flood[0]!);
    expect(await db.feedback.count()).toBe(SOFT);

    const asked = await sendFeedback({ ip: "192.0.2.10" });
    const proof = await proofFrom(asked);
    expect((await sendFeedback({ ip: "192.0.2.10", proof })).status).toBe(200);
    expect(await db.feedback.count()).toBe(SOFT + 1);
  });

  it("accepts each proof once", async () => {
    const proof = await proofFrom(await sendFeedback());
    expect((await sendFeedback({ proof })).status).toBe(200);
    const replayed = await Promise.all([sendFeedback({ proof }), sendFeedback({ proof })]);
    for (const r of replayed) await challengeOf(r);
  });

  it("refuses a proof made for another form", async () => {
    const forNewsletter = await newsletter(jsonRequest("/api/newsletter-signup", { email: "n@y.co" }, { "x-forwarded-for": "192.0.2.30" }));
    expect(forNewsletter.status).toBe(200);
    // The newsletter's own budget isn't used up, so no response of it carries a challenge: take one directly.
    const proof = (await solveChallenge(issueChallenge("newsletter")))!;
    await challengeOf(await sendFeedback({ proof }));
  });

  it("holds each address to its own budget, proven or not, and doesn't count a first try turned away for a proof", async () => {
    const ip = "192.0.2.40";
    for (let i = 0; i < 3; i++) {
      const asked = await sendFeedback({ ip });
      expect((await sendFeedback({ ip, proof: await proofFrom(asked) })).status).toBe(200);
    }
    const proof = await proofFrom(await sendFeedback({ ip: "192.0.2.41" }));
    const over = await sendFeedback({ ip, proof });
    expect(over.status).toBe(429);
    expect(await readJson(over)).toEqual({ error: expect.stringMatching(/many times/), code: "rate_limited" });
    // Refused before the proof was looked at, so it is still good from elsewhere.
    expect((await sendFeedback({ ip: "192.0.2.41", proof })).status).toBe(200);
  });

  it("stops proven submissions too at the hard ceiling", async () => {
    const ceiling = hardCeiling(SOFT);
    let stored = await db.feedback.count();
    while (stored < ceiling) {
      const proof = await proofFrom(await sendFeedback());
      expect((await sendFeedback({ proof })).status).toBe(200);
      stored++;
    }
    const proof = await proofFrom(await sendFeedback());
    const over = await sendFeedback({ proof });
    expect(over.status).toBe(429);
    expect(await readJson(over)).toEqual({ error: expect.stringMatching(/unusual number of submissions.*in an hour/), code: "busy" });
    expect(await db.feedback.count()).toBe(ceiling);
  });
});

// Every public form has its own budget for everyone, kept the same way (lib/forms/submissions.ts).
describe.each([
  {
    form: "report",
    send: report,
    body: (i: number) => ({ email: "r@y.co", issueType: "other", description: `d${i}` }),
    table: () => db.issueReport.count(),
  },
  { form: "waitlist", send: waitlist, body: (i: number) => ({ email: `w${i}@y.co` }), table: () => db.waitlist.count() },
])("the budget for everyone of the $form form", ({ form, send, body, table }) => {
  it("once used up over many addresses, asks for a proof of work, and a proven submission is stored", async () => {
    const post = (i: number, proof?: string) =>
      send(
        jsonRequest(`/api/${form}`, body(i), {
          "x-forwarded-for": `198.19.${i >> 8}.${i & 255}`,
          ...(proof ? { [PROOF_HEADER]: proof } : {}),
        }),
      );
    const flood = await Promise.all(Array.from({ length: SOFT + 4 }, (_, i) => post(i)));
    expect(flood.filter((r) => r.status === 200)).toHaveLength(SOFT);
    expect(await table()).toBe(SOFT);
    const proof = await proofFrom(flood.find((r) => r.status === 429)!);
    expect((await post(500, proof)).status).toBe(200);
    expect(await table()).toBe(SOFT + 1);
  });
});
