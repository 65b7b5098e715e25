import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { API_POLICY, newNonce, pagePolicy, posthogSources } from "@/lib/platform/http/content-security-policy";
import { inlineScriptHashes } from "@/lib/platform/http/prerendered-scripts";

const none = { stripe: false, posthogHost: null };
const directive = (policy: string, name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `)) ?? "";

describe("the page policy", () => {
  it("allows inline scripts only by nonce or hash, never 'unsafe-inline' or eval", () => {
    const policy = pagePolicy({ scripts: { nonce: "abc123" }, thirdParties: none });
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'nonce-abc123'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(directive(pagePolicy({ scripts: { hashes: ["h1=", "h2="] }, thirdParties: none }), "script-src")).toBe(
      "script-src 'self' 'sha256-h1=' 'sha256-h2='",
    );
  });

  it("where the build's pages can't be read, still limits script origins but allows inline scripts, rather than break every page", () => {
    const policy = pagePolicy({ scripts: { anyInline: true }, thirdParties: { stripe: true, posthogHost: null } });
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'unsafe-inline' https://js.stripe.com https://*.js.stripe.com");
    expect(policy).not.toContain("nonce-");
  });

  it("cannot be framed, has no plugins, and keeps <base> and forms on the site", () => {
    const policy = pagePolicy({ scripts: { nonce: "n" }, thirdParties: none });
    for (const d of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "default-src 'self'"])
      expect(policy).toContain(d);
    expect(policy).not.toContain("upgrade-insecure-requests");
    expect(pagePolicy({ scripts: { nonce: "n" }, thirdParties: none, https: true })).toContain("upgrade-insecure-requests");
  });

  it("lets Stripe.js load, frame and call Stripe only when payments are configured", () => {
    expect(pagePolicy({ scripts: { nonce: "n" }, thirdParties: none })).not.toContain("stripe");
    const policy = pagePolicy({ scripts: { nonce: "n" }, thirdParties: { stripe: true, posthogHost: null } });
    expect(directive(policy, "script-src")).toContain("https://js.stripe.com");
    expect(directive(policy, "frame-src")).toContain("https://js.stripe.com");
    expect(directive(policy, "frame-src")).toContain("https://hooks.stripe.com");
    expect(directive(policy, "connect-src")).toContain("https://api.stripe.com");
  });

  it("lets PostHog load its code and send events only when analytics are on", () => {
    expect(pagePolicy({ scripts: { nonce: "n" }, thirdParties: none })).not.toContain("posthog");
    const policy = pagePolicy({ scripts: { nonce: "n" }, thirdParties: { stripe: false, posthogHost: "https://eu.i.posthog.com" } });
    expect(directive(policy, "script-src")).toContain("https://eu-assets.i.posthog.com");
    expect(directive(policy, "connect-src")).toContain("https://eu.i.posthog.com");
    expect(directive(policy, "connect-src")).toContain("https://eu-assets.i.posthog.com");
    // A reverse proxy of PostHog serves both from itself.
    expect(posthogSources("https://t.example.com/ingest")).toEqual({
      script: ["https://t.example.com"],
      connect: ["https://t.example.com"],
    });
  });

  it("allows eval in development only, for fast refresh", () => {
    expect(directive(pagePolicy({ scripts: { nonce: "n" }, thirdParties: none, dev: true }), "script-src")).toContain("'unsafe-eval'");
    expect(pagePolicy({ scripts: { nonce: "n" }, thirdParties: none })).not.toContain("unsafe-eval");
  });

  it("gives API answers nothing to run and nowhere to be framed", () => {
    expect(API_POLICY).toContain("default-src 'none'");
    expect(API_POLICY).toContain("frame-ancestors 'none'");
  });
});

describe("nonces", () => {
  it("are 128 random bits, never repeated", () => {
    const nonces = new Set(Array.from({ length: 1000 }, newNonce));
    expect(nonces.size).toBe(1000);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});

describe("prerendered pages' inline script hashes", () => {
  const sha = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

  it("hash exactly the inline scripts' text, as the browser does, and skip external and empty ones", () => {
    const one = "(self.__next_f=self.__next_f||[]).push([0])";
    const two = 'self.__next_f.push([1,"<\\/script> é"])';
    const html = `<html><head><script src="/_next/static/a.js" async=""></script><script id="_R_">${one}</script></head>
      <body><SCRIPT>${two}</SCRIPT><script></script><script type="application/ld+json" src="x"></script><script>${one}</script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha(one), sha(two)]);
  });
});
