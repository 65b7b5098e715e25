import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as support } from "@/app/(romeo)/api/romeo-chat/route";
import { setModelForTests } from "@/lib/platform/ai/provider";
import { TestBrowser } from "../support/browser";
import { modelAnswering } from "../support/mock-model";
import { readJson } from "../support/requests";

// Small ceilings for this file's app instance, so that reaching them takes a few requests.
vi.mock("@/lib/limits", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/limits")>();
  return {
    ...actual,
    LIMITS: {
      ...actual.LIMITS,
      supportPerVisitor: { ...actual.LIMITS.supportPerVisitor, limit: 3 },
      supportPerAddress: { ...actual.LIMITS.supportPerAddress, limit: 5 },
      supportEveryone: { ...actual.LIMITS.supportEveryone, limit: 8 },
    },
  };
});

afterEach(() => setModelForTests(null));

const GLOBAL = 8;
const STREAM = { accept: "text/event-stream" };
let visitors = 0;

const ask = (browser: TestBrowser, headers: Record<string, string> = {}) =>
  browser.send(support, "/api/romeo-chat", { body: { message: "How much does Premium cost?" }, headers });

/** A new visitor from a new address each time, as a flood over many addresses is. */
function stranger(): TestBrowser {
  const i = visitors++;
  return new TestBrowser(`198.18.${i >> 8}.${i & 255}`);
}

async function expectBusy(response: Response) {
  expect(response.status).toBe(429);
  expect(await readJson(response)).toEqual({ error: expect.stringMatching(/^Romeo is answering a lot of people right now/), code: "busy" });
  expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
}

// The file's tests run in order on one database: the budget the first one fills stays full.
describe("the support chat's ceiling for everyone together", () => {
  it("counts only what a visitor's and an address's own ceilings let through, then refuses everyone, JSON or stream", async () => {
    const model = modelAnswering("Premium is $9.99 a month.");
    setModelForTests(model);

    // One visitor uses up their own 3; the 2 refused beyond that don't count for everyone.
    const one = new TestBrowser("203.0.113.60");
    const own = [];
    for (let i = 0; i < 5; i++) own.push(await ask(one));
    expect(own.map((r) => r.status)).toEqual([200, 200, 200, 429, 429]);
    expect(await readJson(own[3]!)).toEqual({ error: expect.stringMatching(/faster than Romeo can answer/), code: "rate_limited" });

    // A second visitor at the same address gets the address's last 2, and no more.
    const two = new TestBrowser("203.0.113.60");
    expect((await ask(two)).status).toBe(200);
    expect((await ask(two, STREAM)).status).toBe(200);
    const overAddress = await ask(two);
    expect(overAddress.status).toBe(429);
    expect(await readJson(overAddress)).toEqual({ error: expect.stringMatching(/faster than Romeo can answer/), code: "rate_limited" });

    // 5 counted so far: 3 left for everyone else, then nobody, whichever way they ask.
    for (let i = 0; i < 3; i++) expect((await ask(stranger(), i === 1 ? STREAM : {})).status).toBe(200);
    await expectBusy(await ask(stranger()));
    await expectBusy(await ask(stranger(), STREAM));
    expect(model.doStreamCalls).toHaveLength(GLOBAL);
  });

  it("keeps refusing new visitors from new addresses for the rest of the hour", async () => {
    const model = modelAnswering("Premium is $9.99 a month.");
    setModelForTests(model);
    const flood = await Promise.all(Array.from({ length: 6 }, () => ask(stranger())));
    for (const response of flood) await expectBusy(response);
    expect(model.doStreamCalls).toHaveLength(0);
  });

  it("doesn't turn anyone away when no model answers: the offline engine costs nothing", async () => {
    for (const headers of [{}, STREAM]) {
      const response = await ask(stranger(), headers);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("offline");
    }
  });
});
