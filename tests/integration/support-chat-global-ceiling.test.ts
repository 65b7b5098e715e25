import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as support } from "@/app/(romeo)/api/romeo-chat/route";
import { setModelForTests } from "@/lib/platform/ai/provider";
import { db } from "@/lib/platform/db";
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
      supportPerNetwork: { ...actual.LIMITS.supportPerNetwork, limit: 6 },
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
  return new TestBrowser(`198.18.${i}.1`);
}

/** Answered all the same, by the offline engine, and labelled so (security issue 32, finding 2). */
async function expectOfflineAnswer(response: Response, stream = false) {
  expect(response.status).toBe(200);
  if (stream) {
    const text = await response.text();
    expect(text).toContain('"engine":"offline"');
    expect(text).toContain('"aiBusy":true');
    expect(text).toMatch(/text-delta/);
  } else {
    expect(await readJson(response)).toEqual({ response: expect.stringMatching(/\S/), engine: "offline", aiBusy: true });
  }
}

// The file's tests run in order on one database: the budget the first one fills stays full.
describe("the support chat's budget per network", () => {
  it("one network spends only its own share: past it, its visitors get the offline engine, other networks the model", async () => {
    const model = modelAnswering("Premium is $9.99 a month.");
    setModelForTests(model);
    const engines: string[] = [];
    // Seven addresses of one /24, one message each: six within its share (6 above), then offline.
    for (let i = 1; i <= 7; i++) engines.push(((await readJson(await ask(new TestBrowser(`198.19.7.${i}`)))) as { engine: string }).engine);
    expect(engines).toEqual([...Array<string>(6).fill("openai"), "offline"]);
    expect(((await readJson(await ask(new TestBrowser("198.19.8.1")))) as { engine: string }).engine).toBe("openai");
    expect(model.doStreamCalls).toHaveLength(7);
    // The budget for everyone starts afresh for the tests below.
    await db.rateLimit.deleteMany({ where: { key: "support-all" } });
  });
});

describe("the support chat's ceiling for everyone together", () => {
  it("counts only what a visitor's and an address's own ceilings let through, then answers everyone offline, JSON or stream", async () => {
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

    // 5 counted so far: 3 left for everyone else, then the offline engine, whichever way they ask.
    for (let i = 0; i < 3; i++) expect((await ask(stranger(), i === 1 ? STREAM : {})).status).toBe(200);
    await expectOfflineAnswer(await ask(stranger()));
    await expectOfflineAnswer(await ask(stranger(), STREAM), true);
    expect(model.doStreamCalls).toHaveLength(GLOBAL);
  });

  it("keeps answering new visitors from new addresses offline for the rest of the hour, never refusing them", async () => {
    const model = modelAnswering("Premium is $9.99 a month.");
    setModelForTests(model);
    const flood = await Promise.all(Array.from({ length: 6 }, () => ask(stranger())));
    for (const response of flood) await expectOfflineAnswer(response);
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
