import { describe, expect, it } from "vitest";
import { isCrossSiteWrite } from "@/lib/platform/http/same-origin";

const request = (method: string, path: string, headers: Record<string, string> = {}) =>
  new Request(`http://127.0.0.1:3000${path}`, { method, headers: { host: "127.0.0.1:3000", ...headers } });

describe("isCrossSiteWrite", () => {
  it("lets the app's own pages write", () => {
    expect(isCrossSiteWrite(request("POST", "/api/feedback", { origin: "http://127.0.0.1:3000", "sec-fetch-site": "same-origin" }))).toBe(
      false,
    );
    // Behind a proxy, the public host is the forwarded one.
    expect(
      isCrossSiteWrite(
        request("POST", "/api/generate", { origin: "https://holla.app", "x-forwarded-host": "holla.app", "x-forwarded-proto": "https" }),
      ),
    ).toBe(false);
  });

  it.each(["POST", "PUT", "PATCH", "DELETE"])("refuses a %s from another site", (method) => {
    expect(isCrossSiteWrite(request(method, "/api/saved-replies", { origin: "https://evil.example" }))).toBe(true);
  });

  it("refuses an opaque origin and a cross-site fetch that hides its Origin", () => {
    expect(isCrossSiteWrite(request("POST", "/api/feedback", { origin: "null" }))).toBe(true);
    expect(isCrossSiteWrite(request("POST", "/api/feedback", { "sec-fetch-site": "cross-site" }))).toBe(true);
  });

  it("a look-alike origin is another site", () => {
    expect(isCrossSiteWrite(request("POST", "/api/feedback", { origin: "http://127.0.0.1:3000.evil.example" }))).toBe(true);
    expect(isCrossSiteWrite(request("POST", "/api/feedback", { origin: "http://127.0.0.1:4000" }))).toBe(true);
  });

  it("reads are never refused, nor calls from no browser, nor Stripe's signed webhook", () => {
    expect(isCrossSiteWrite(request("GET", "/api/usage", { origin: "https://evil.example" }))).toBe(false);
    expect(isCrossSiteWrite(request("POST", "/api/feedback"))).toBe(false);
    expect(isCrossSiteWrite(request("POST", "/api/stripe/webhook", { origin: "https://evil.example" }))).toBe(false);
  });
});
