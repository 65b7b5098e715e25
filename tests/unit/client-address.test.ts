import { afterEach, describe, expect, it, vi } from "vitest";

// lib/platform/env.ts reads the settings once, at import: each case imports fresh copies of env and the module.
async function clientIpWith(vars: Record<string, string>, socketHeader?: string) {
  vi.unstubAllEnvs();
  vi.resetModules();
  for (const [key, value] of Object.entries(vars)) vi.stubEnv(key, value);
  const key = Symbol.for("holla.socketAddressHeader");
  if (socketHeader) (globalThis as Record<symbol, unknown>)[key] = socketHeader;
  else delete (globalThis as Record<symbol, unknown>)[key];
  return (await import("@/lib/platform/request-ip")).clientIp;
}

const PEER = "x-holla-socket-address";

afterEach(() => {
  vi.unstubAllEnvs();
  delete (globalThis as Record<symbol, unknown>)[Symbol.for("holla.socketAddressHeader")];
});

describe("the client's address", () => {
  it("by default is the TCP peer the server stamped, never what the client put in X-Forwarded-For", async () => {
    const clientIp = await clientIpWith({ TRUSTED_PROXY_COUNT: "0" }, PEER);
    for (let i = 0; i < 60; i++) {
      // The attack: a new made-up address on every request.
      expect(clientIp(new Headers({ "x-forwarded-for": `10.9.${i}.1`, [PEER]: "198.51.100.4" }))).toBe("198.51.100.4");
    }
  });

  it("is unknown, one shared key, when the server that stamps the peer isn't in front of the app", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const clientIp = await clientIpWith({ TRUSTED_PROXY_COUNT: "0" });
    expect(clientIp(new Headers({ "x-forwarded-for": "10.0.0.1", [PEER]: "10.0.0.2" }))).toBe("unknown");
    expect(warn).toHaveBeenCalledOnce();
  });

  it("behind N trusted proxies is the Nth entry from the right", async () => {
    const one = await clientIpWith({ TRUSTED_PROXY_COUNT: "1" }, PEER);
    expect(one(new Headers({ "x-forwarded-for": "6.6.6.6, 198.51.100.9" }))).toBe("198.51.100.9");
    const two = await clientIpWith({ TRUSTED_PROXY_COUNT: "2" }, PEER);
    expect(two(new Headers({ "x-forwarded-for": "6.6.6.6, 198.51.100.9, 10.0.0.5" }))).toBe("198.51.100.9");
    // Fewer entries than proxies: the request came round them; only the server's own peer is known.
    expect(two(new Headers({ "x-forwarded-for": "198.51.100.9", [PEER]: "192.0.2.1" }))).toBe("192.0.2.1");
  });

  it("on Vercel is Vercel's own header, and CLIENT_IP_HEADER names another platform's", async () => {
    const vercel = await clientIpWith({ VERCEL: "1" });
    expect(vercel(new Headers({ "x-forwarded-for": "6.6.6.6", "x-vercel-forwarded-for": "198.51.100.20" }))).toBe("198.51.100.20");
    const cloudflare = await clientIpWith({ CLIENT_IP_HEADER: "CF-Connecting-IP" });
    expect(cloudflare(new Headers({ "x-forwarded-for": "6.6.6.6", "cf-connecting-ip": "198.51.100.21" }))).toBe("198.51.100.21");
  });

  it("counts an IPv6 client by its /64, and reads mapped, bracketed and ported forms", async () => {
    const clientIp = await clientIpWith({ TRUSTED_PROXY_COUNT: "1" });
    const of = (value: string) => clientIp(new Headers({ "x-forwarded-for": value }));
    expect(of("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(of("2001:db8:1:2:bbbb:cccc:dddd:eeee")).toBe("2001:db8:1:2::/64");
    expect(of("[2001:DB8:0001:0002::9]:443")).toBe("2001:db8:1:2::/64");
    expect(of("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(of("198.51.100.7:5123")).toBe("198.51.100.7");
    expect(of("::1")).toBe("0:0:0:0::/64");
    for (const junk of ["", "a".repeat(5000), "not-an-ip", "1.2.3.4.5", "<script>"]) expect(of(junk)).toBe("unknown");
  });

  it("refuses two ways of naming the source at once", async () => {
    vi.resetModules();
    vi.stubEnv("CLIENT_IP_HEADER", "cf-connecting-ip");
    vi.stubEnv("TRUSTED_PROXY_COUNT", "1");
    await expect(import("@/lib/platform/env")).rejects.toThrow(/not both/);
  });
});
