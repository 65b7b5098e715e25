import { describe, expect, it } from "vitest";

// A small budget for this file's app instance, set before the app reads its configuration.
process.env.SIGN_IN_LINKS_GLOBAL_PER_HOUR = "4";
process.env.SIGN_IN_LINKS_PER_IP_PER_HOUR = "3";
const { POST: login } = await import("@/app/(auth)/api/standalone-login/route");
const { db } = await import("@/lib/platform/db");
const { hardCeiling, issueChallenge } = await import("@/lib/platform/http/proof-of-work");
const { PROOF_HEADER } = await import("@/lib/platform/http/proof-of-work-protocol");
const { solveChallenge } = await import("@/lib/platform/client/proof-of-work-solver");
const { jsonRequest, readJson } = await import("../support/requests");

const SOFT = 4;
let sent = 0;

/** Asks for a link for `email` (a fresh one unless named) from `ip` (a fresh forged address unless named). */
function ask({ email, ip, proof }: { email?: string; ip?: string; proof?: string } = {}) {
  const i = sent++;
  const headers: Record<string, string> = { "x-forwarded-for": ip ?? `198.18.${i >> 8}.${i & 255}` };
  if (proof) headers[PROOF_HEADER] = proof;
  return login(jsonRequest("/api/standalone-login", { email: email ?? `flood${i}@example.com` }, headers));
}

async function proofFrom(response: Response) {
  expect(response.status).toBe(429);
  const body = await readJson(response);
  expect(body).toMatchObject({
    error: expect.any(String),
    code: "proof_of_work_required",
    challenge: { token: expect.stringMatching(/^sign-in\./) },
  });
  expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
  return (await solveChallenge(body.challenge))!;
}

const linksSent = () => db.outboxEmail.count();

// The file's tests run in order on one database: the budget the first two fill stays full.
describe("the budget for everyone of sign-in links", () => {
  it("can't be used up by one client: what its own budget refused doesn't count", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await ask({ ip: "203.0.113.60" })).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    expect((await ask()).status).toBe(200);
    expect(await linksSent()).toBe(SOFT);
  });

  it("once used up by a flood over forged addresses, asks for a proof of work and sends the link with one", async () => {
    const flood = await Promise.all(Array.from({ length: 6 }, () => ask()));
    for (const r of flood) await proofFrom(r);

    const email = "person@example.com";
    const proof = await proofFrom(await ask({ email, ip: "192.0.2.10" }));
    // The same request again, with the proof: neither the resend cooldown nor the address's budgets
    // held the first try against it.
    const res = await ask({ email, ip: "192.0.2.10", proof });
    expect(res.status).toBe(200);
    expect(await db.outboxEmail.count({ where: { to: email } })).toBe(1);
    const counted = await db.rateLimit.findMany({ where: { key: { in: [`signin:email:${email}`, "signin:ip:192.0.2.10"] } } });
    expect(counted.map((row) => row.count)).toEqual([1, 1]);
  });

  it("accepts each proof once, and only for sign-in", async () => {
    const proof = await proofFrom(await ask());
    expect((await ask({ proof })).status).toBe(200);
    await proofFrom(await ask({ proof }));
    const forNewsletter = (await solveChallenge(issueChallenge("newsletter")))!;
    await proofFrom(await ask({ proof: forNewsletter }));
  });

  it("stops proven requests too at the hard ceiling", async () => {
    const ceiling = hardCeiling(SOFT);
    while ((await linksSent()) < ceiling) expect((await ask({ proof: await proofFrom(await ask()) })).status).toBe(200);
    const over = await ask({ proof: await proofFrom(await ask()) });
    expect(over.status).toBe(429);
    expect(await readJson(over)).toEqual({ error: expect.stringMatching(/unusual number of sign-in links.*in an hour/), code: "busy" });
    expect(await linksSent()).toBe(ceiling);
  });
});
