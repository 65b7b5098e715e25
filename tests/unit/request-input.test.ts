import { describe, expect, it } from "vitest";
import { cookieHeaderForAuth, withAcceptableCallbackUrl } from "@/lib/auth/callback-url";
import { sessionTokenFrom } from "@/lib/auth/cookies";
import { NUL_REFUSED } from "@/lib/messages";
import { readBodyText, readJsonBody } from "@/lib/platform/http/body";
import { requestOrigin } from "@/lib/platform/http/origin";

// The inputs the API fuzz suite (tests/fuzz) found turning into 500s, each pinned down here.

const post = (body: string) => new Request("http://localhost:3000/api/x", { method: "POST", body });
const withHeaders = (headers: Record<string, string>) => new Request("http://127.0.0.1:3000/api/x", { headers });

describe("request bodies", () => {
  it("refuses a NUL anywhere in a JSON body (PostgreSQL text can't hold one), and only a real NUL", async () => {
    for (const body of [`{"text":"a\\u0000b"}`, `{"a":[{"b":"\\u0000"}]}`, `{"a\\u0000":1}`]) {
      await expect(readJsonBody(post(body))).rejects.toMatchObject({ status: 400, message: NUL_REFUSED });
    }
    expect(await readJsonBody(post(`{"text":"a\\\\u0000b"}`))).toEqual({ text: "a\\u0000b" });
  });

  it("walks a body nested far deeper than the call stack", async () => {
    const depth = 200_000;
    await expect(readJsonBody(post(`${"[".repeat(depth)}"\\u0000"${"]".repeat(depth)}`), 1024 * 1024)).rejects.toMatchObject({
      status: 400,
    });
  });

  it("counts a text body's limit in bytes, not characters", async () => {
    await expect(readBodyText(post("é".repeat(6)), 11)).rejects.toMatchObject({ status: 413 });
    expect(await readBodyText(post("é".repeat(5)), 11)).toBe("ééééé");
    expect(await readBodyText(new Request("http://localhost/", { method: "POST" }), 10)).toBeNull();
  });
});

describe("requestOrigin", () => {
  it("follows the forwarded host and scheme when they name an origin", () => {
    expect(requestOrigin(withHeaders({ host: "127.0.0.1:3000" }))).toBe("http://127.0.0.1:3000");
    expect(requestOrigin(withHeaders({ "x-forwarded-host": "Holla.App, proxy.internal", "x-forwarded-proto": "https" }))).toBe(
      "https://holla.app",
    );
  });

  it.each<Record<string, string>>([
    { host: "a b" },
    { host: "localhost:99999" },
    { host: "user:pass@evil.example" },
    { host: "evil.example/path?x#y" },
    { host: "@" },
    { "x-forwarded-host": "example.com#frag" },
  ])("falls back to the request's own origin for %j", (headers) => {
    expect(requestOrigin(withHeaders(headers))).toBe("http://127.0.0.1:3000");
  });

  it("ignores a scheme other than http(s)", () => {
    expect(requestOrigin(withHeaders({ host: "holla.app", "x-forwarded-proto": "javascript" }))).toBe("http://holla.app");
  });
});

describe("sessionTokenFrom", () => {
  it("reads a token, and nothing a token can't be", () => {
    const token = "6f1c2a8e-3b4d-4e5f-9a0b-1c2d3e4f5a6b";
    expect(sessionTokenFrom(new Headers({ cookie: `authjs.session-token=${token}` }))).toBe(token);
    for (const value of ["%00", "abc%00def", "%E2%80%AE", "x".repeat(257)]) {
      expect(sessionTokenFrom(new Headers({ cookie: `authjs.session-token=${value}` }))).toBeNull();
    }
  });
});

describe("what reaches Auth.js", () => {
  const origin = "http://localhost:3000";

  it("drops a callback-url cookie Auth.js would answer with a 500, and keeps the rest", () => {
    expect(cookieHeaderForAuth("a=1; authjs.callback-url=ftp%3A%2F%2Fx; b=2", origin)).toBe("a=1; b=2");
    expect(cookieHeaderForAuth("__Secure-authjs.callback-url=%E2%80%AE", origin)).toBe("");
    expect(cookieHeaderForAuth("authjs.callback-url=%2Faccount; a=1", origin)).toBe("authjs.callback-url=%2Faccount; a=1");
    expect(cookieHeaderForAuth(null, origin)).toBe("");
  });

  it("drops a callbackUrl parameter Auth.js would refuse, judged by the last one as Auth.js does", () => {
    const url = (search: string) => withAcceptableCallbackUrl(new URL(`${origin}/api/auth/callback/email${search}`)).search;
    expect(url("?token=t&callbackUrl=%2F&callbackUrl=%E2%80%AEa%40b.co")).toBe("?token=t");
    expect(url("?token=t&callbackUrl=ftp%3A%2F%2Fx")).toBe("?token=t");
    expect(url("?token=t&callbackUrl=%2Faccount")).toBe("?token=t&callbackUrl=%2Faccount");
  });
});
