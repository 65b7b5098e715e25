import { describe, expect, it, vi } from "vitest";

// The benchmark's yardstick exists where the tier override is on (a QA server, the benchmarks).
vi.hoisted(() => {
  process.env.ALLOW_TIER_OVERRIDE = "1";
});

import { POST as baseline } from "@/app/(platform)/api/bench/baseline/route";
import { TestBrowser } from "../support/browser";

const ask = (browser: TestBrowser, body: unknown = { message: "hi", tone: "funny", language: "en" }) =>
  browser.send(baseline, "/api/bench/baseline?work=none", { body });

// Security issue 32, finding 11: on such a server anyone could call it, as often and as large as they liked.
describe("/api/bench/baseline", () => {
  it("answers this machine only: any other caller gets the same 404 as a server without it", async () => {
    expect((await ask(new TestBrowser("127.0.0.1"))).status).toBe(200);
    expect((await ask(new TestBrowser("::1"))).status).toBe(200);
    for (const ip of ["203.0.113.5", "10.0.0.7", "2001:db8::1"]) {
      const refused = await ask(new TestBrowser(ip));
      expect(refused.status).toBe(404);
      expect(await refused.json()).toMatchObject({ code: "not_found" });
    }
  });

  it("reads at most 16 KB of a body", async () => {
    const res = await new TestBrowser("127.0.0.1").send(baseline, "/api/bench/baseline", { body: { message: "x".repeat(40_000) } });
    expect(res.status).toBe(413);
  });
});
