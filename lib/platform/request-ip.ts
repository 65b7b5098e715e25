import "server-only";
import { isIP } from "node:net";
import { clientAddressSource } from "@/lib/platform/env";

// The client's address, for every per-address limit (docs/deployment.md, "Client addresses"). Only
// what the deployment vouches for counts: the platform's own header, the entry the outermost trusted
// proxy appended to X-Forwarded-For, or this server's TCP peer. Never the leftmost X-Forwarded-For
// entry: the client writes it, and a made-up one each time was a fresh free quota each time.

/**
 * scripts/serve.mjs, the server `npm start` runs, stamps each request with its TCP peer under a header
 * name it publishes here (after removing any copy the client sent). Without that server, a header of
 * any name could be the client's own invention, so the peer is then unknown.
 */
const SOCKET_ADDRESS_HEADER = Symbol.for("holla.socketAddressHeader");
export const UNKNOWN_ADDRESS = "unknown";

let warnedNoSocketAddress = false;

function socketAddress(headers: Headers): string | null {
  const name = (globalThis as Record<symbol, unknown>)[SOCKET_ADDRESS_HEADER];
  if (typeof name === "string") return headers.get(name);
  if (!warnedNoSocketAddress) {
    warnedNoSocketAddress = true;
    console.warn(
      "[holla] This server can't see its clients' addresses (it wasn't started by scripts/serve.mjs), so every client shares one per-address limit. Start it with `npm start` or `npm run serve`, or set TRUSTED_PROXY_COUNT / CLIENT_IP_HEADER (see .env.example).",
    );
  }
  return null;
}

/**
 * One key per client for limits: an IPv4 address as is; an IPv6 address by its /64 network, because
 * one subscriber gets a whole /64 and could otherwise take a fresh address for every request.
 */
export function addressKey(raw: string | null | undefined): string {
  let address = raw?.trim() ?? "";
  // "[2001:db8::1]:443" and "203.0.113.9:5000" (some proxies add the port).
  const bracketed = address.match(/^\[([^\]]+)\](?::\d+)?$/);
  if (bracketed) address = bracketed[1]!;
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(":"));
  address = address.replace(/%.*$/, ""); // an IPv6 zone ("fe80::1%eth0") names a local interface only
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i);
  if (mapped) address = mapped[1]!;
  const version = isIP(address);
  if (version === 4) return address;
  if (version === 6) return `${ipv6Groups(address).slice(0, 4).join(":")}::/64`;
  return UNKNOWN_ADDRESS;
}

/** An address key (addressKey) of this machine: 127.0.0.0/8, or ::1 (whose /64 is all zeros). */
export function isLoopback(address: string): boolean {
  return /^127\.\d+\.\d+\.\d+$/.test(address) || address === "0:0:0:0::/64";
}

/**
 * The network an address key (addressKey) belongs to, for budgets a whole network shares: an IPv4
 * address's /24, an IPv6 /64's /48 (what one site or customer is usually given, 65,536 /64s).
 */
export function networkKey(address: string): string {
  const v4 = address.match(/^(\d+\.\d+\.\d+)\.\d+$/);
  if (v4) return `${v4[1]}.0/24`;
  const v6 = address.match(/^([0-9a-f]+:[0-9a-f]+:[0-9a-f]+):[0-9a-f]+::\/64$/);
  if (v6) return `${v6[1]}::/48`;
  return address;
}

/** The eight 16-bit groups of a valid IPv6 address, as lowercase hex without leading zeros. */
function ipv6Groups(address: string): string[] {
  let text = address.toLowerCase();
  const v4 = text.match(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return groups.map((g) => parseInt(g, 16).toString(16));
}

/** The client's address as this deployment knows it (see lib/platform/env.ts for the settings). */
export function clientIp(headers: Headers): string {
  const source = clientAddressSource;
  if (source.kind === "header") return addressKey(headers.get(source.header)?.split(",")[0]);
  if (source.kind === "proxies") {
    const chain = (headers.get("x-forwarded-for") ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    // Each trusted proxy appended the address it saw; the outermost one's entry is the client. With
    // fewer entries, the request skipped a proxy: only our own peer is then known.
    if (chain.length >= source.count) return addressKey(chain[chain.length - source.count]);
  }
  return addressKey(socketAddress(headers));
}
