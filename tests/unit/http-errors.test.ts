import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { DATABASE_BUSY } from "@/lib/messages";
import { ApiError, isDatabaseBusy, isDatabaseUnavailable, toApiError } from "@/lib/platform/http/errors";
import { describeIssue, errorResponse } from "@/lib/platform/http/route";

describe("toApiError", () => {
  it("keeps an ApiError's status and message", () => {
    const e = toApiError(ApiError.tooManyRequests("rate_limited", "Slow down", 12.2));
    expect([e.status, e.message, e.headers["Retry-After"]]).toEqual([429, "Slow down", "13"]);
  });

  it("turns an unknown error into a 500 without its message", () => {
    const e = toApiError(new TypeError("secret internals at /app/lib/x.ts:12"));
    expect(e.status).toBe(500);
    expect(e.message).not.toMatch(/secret|\/app/);
  });

  it("recognises an unreachable database, however deeply wrapped, as 503", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const wrapped = new Error("DriverAdapterError", { cause: new Error("inner", { cause: refused }) });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(toApiError(wrapped).status).toBe(503);
    expect(isDatabaseUnavailable(new Error("unique constraint"))).toBe(false);
  });

  it("recognises a connection the server closed mid-pool, as Prisma reports it for a raw query (found by the outage e2e test)", () => {
    const adapterError = Object.assign(new Error("ConnectionClosed"), { name: "DriverAdapterError", cause: { kind: "ConnectionClosed" } });
    const prismaError = Object.assign(new Error("Invalid `prisma.$queryRaw()` invocation: Raw query failed. Code: `N/A`."), {
      code: "P2010",
      meta: { driverAdapterError: adapterError },
    });
    expect(toApiError(prismaError).status).toBe(503);
    expect(
      isDatabaseUnavailable(
        Object.assign(new Error("x"), { code: "P2010", meta: { driverAdapterError: { cause: { kind: "UniqueConstraintViolation" } } } }),
      ),
    ).toBe(false);
  });
});

// Security issue 32, finding 7: a burst of saves on the embedded database answered 500 (P2028).
describe("a database too busy to start a transaction", () => {
  it("is a 503 with Retry-After and a clear message, not a 500", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const p2028 = Object.assign(new Error("Transaction API error: Unable to start a transaction in the given time."), { code: "P2028" });
    const answer = errorResponse(p2028);
    expect(answer.status).toBe(503);
    expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await answer.json()).toEqual({ error: DATABASE_BUSY, code: "database_unavailable" });
    // Nested as the driver adapter does, and by its words alone.
    expect(isDatabaseBusy(new Error("query failed", { cause: p2028 }))).toBe(true);
    expect(isDatabaseBusy(new Error("Unable to start a transaction in the given time."))).toBe(true);
    expect(isDatabaseBusy(new Error("boom"))).toBe(false);
  });
});

describe("errorResponse", () => {
  it("answers JSON { error } with the status and no stack", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const res = errorResponse(new Error("boom"));
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(Object.keys(body)).toEqual(["error", "code"]);
    expect(body.code).toBe("internal");
    expect(JSON.stringify(body)).not.toMatch(/boom|at /);
  });
});

describe("describeIssue", () => {
  it("names the field when the message does not", () => {
    const r = z.object({ age: z.number() }).safeParse({ age: "x" });
    expect(r.success).toBe(false);
    if (!r.success) expect(describeIssue(r.error)).toMatch(/^age: /);
  });
});
