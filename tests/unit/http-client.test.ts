import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRequest, RequestError, refusalOf } from "@/lib/platform/client/http";

afterEach(() => vi.unstubAllGlobals());

function stubFetch(response: Response) {
  const fetch = vi.fn(async () => response);
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("apiRequest", () => {
  it("sends credentials, and a JSON content type only with a body", async () => {
    const fetch = stubFetch(Response.json({ ok: 1 }));
    await apiRequest("/api/x");
    expect(fetch).toHaveBeenLastCalledWith(
      "/api/x",
      expect.objectContaining({ method: "GET", credentials: "include", headers: undefined, body: undefined }),
    );
    stubFetch(Response.json({ ok: 1 }));
    const withBody = stubFetch(Response.json({ ok: 2 }));
    expect(await apiRequest("/api/y", { method: "POST", body: { a: 1 } })).toEqual({ ok: 2 });
    expect(withBody).toHaveBeenLastCalledWith(
      "/api/y",
      expect.objectContaining({ headers: { "Content-Type": "application/json" }, body: '{"a":1}' }),
    );
  });

  it("throws a RequestError carrying the status and the server's message", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    stubFetch(Response.json({ error: "Daily Limit Reached" }, { status: 429 }));
    const error = await apiRequest("/api/generate", { method: "POST", body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect((error as RequestError).status).toBe(429);
    expect((error as RequestError).message).toBe("Daily Limit Reached");
  });
});

describe("a refusal's words (docs/product.md order)", () => {
  it.each([
    [Response.json({ error: "E", message: "M", details: "D" }, { status: 400 }), "E"],
    [Response.json({ message: "M", details: "D" }, { status: 400 }), "M"],
    [Response.json({ details: "D" }, { status: 400 }), "D"],
    [new Response("<html>", { status: 502, statusText: "Bad Gateway" }), "Bad Gateway"],
    [new Response("oops", { status: 500 }), "HTTP 500"],
  ])("reads %#", async (response, expected) => {
    expect((await refusalOf(response)).message).toBe(expected);
  });
});
