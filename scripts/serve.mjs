// Serves the Next.js app (what `next start` does) on a Node HTTP server of our own, for three things
// `next start` can't be told (docs/deployment.md):
//   - the client's address: each request carries its TCP peer in a header only this server can write
//     (any copy the client sent is removed first), which lib/platform/request-ip.ts reads when no proxy or
//     platform header is configured. `next start` only fills X-Forwarded-For when the client sent none,
//     so a made-up one would pass for the client's address.
//   - timeouts: a request must arrive whole within HTTP_REQUEST_TIMEOUT_MS (a client trickling its
//     body can't hold a connection for Node's default five minutes), and idle keep-alive connections
//     live 65 s, longer than load balancers' and clients' pools, so a reused connection is never
//     closed under a client.
//   - where it listens: loopback unless HOSTNAME_BIND says otherwise, so a laptop running `npm start`
//     isn't serving its network.
//   - the build's hashed assets: answered from copies compressed once with Brotli at its strongest
//     (scripts/lib/precompressed-static.mjs), where `next start` gzips each request again.
//   - request bodies: a declared Content-Length over the path's ceiling is refused with 413 before a byte
//     of the body is read (lib/platform/http/body-ceilings.mjs), a body without a declared length with
//     411, and only so many large bodies are received at once (503 past that); Next would otherwise
//     buffer up to 10 MB of any body for the proxy before a route could refuse it.
// Framework headers that only describe Next's cache (x-nextjs-*) are left off pages and API answers;
// the client router's own requests (RSC) keep them, as it reads some.
//   node scripts/serve.mjs [--dev]      (PORT, HOSTNAME_BIND, HTTP_REQUEST_TIMEOUT_MS, LARGE_BODIES_AT_ONCE)
import fs from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import next from "next";
import {
  bodyCeiling,
  DEFAULT_MAX_BODY_BYTES,
  LENGTH_REQUIRED,
  requestTooLarge,
  SCREENSHOT_MAX_BYTES,
  SCREENSHOT_TOO_LARGE,
  UPLOADS_BUSY,
} from "../lib/platform/http/body-ceilings.mjs";
import { precompressedStatic } from "./lib/precompressed-static.mjs";

const root = path.resolve(import.meta.dirname, "..");
const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME_BIND || "127.0.0.1";
const requestTimeout = Number(process.env.HTTP_REQUEST_TIMEOUT_MS || 30_000);
const KEEP_ALIVE_MS = 65_000;
// Bodies over the JSON routes' ceiling (screenshots, a Stripe event, an import) received at once: each may
// be held whole in memory while it arrives, so 16 screenshots bound that to about 130 MB.
const LARGE_BODIES_AT_ONCE = Number(process.env.LARGE_BODIES_AT_ONCE || 16);
let largeBodies = 0;

// The header name is published to the app through a global, not an environment variable: only code
// in this process can set it, so the app knows the header was written by this server.
const SOCKET_ADDRESS_HEADER = "x-holla-socket-address";
globalThis[Symbol.for("holla.socketAddressHeader")] = SOCKET_ADDRESS_HEADER;

const app = next({ dev, dir: root, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

// Development rebuilds its assets under the same names, so only a production build gets the copies.
const distDir = path.join(root, ".next");
const serveAsset = dev
  ? () => false
  : precompressedStatic(distDir, JSON.parse(await fs.readFile(path.join(distDir, "routes-manifest.json"), "utf8")).headers ?? []);

// A body declared far beyond what any route takes is not waited for: the connection closes behind the
// answer. Below that the unread rest is discarded as it arrives (Node's own handling), so a client that
// sends its whole body before reading the answer still gets it, and nothing of it is held.
const HOSTILE_BYTES = 2 * SCREENSHOT_MAX_BYTES;

function refuse(res, status, code, error, headers = {}) {
  const body = JSON.stringify({ error, code });
  res.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
    ...headers,
  });
  res.end(body);
}

/** Answers a body this server won't receive (and returns true), or counts a large one it will. */
function refusedBody(req, res) {
  const length = req.headers["content-length"];
  if (length === undefined) {
    if (!req.headers["transfer-encoding"]) return false;
    refuse(res, 411, "length_required", LENGTH_REQUIRED, { connection: "close" });
    return true;
  }
  const declared = Number(length);
  const ceiling = bodyCeiling((req.url ?? "/").split("?")[0]);
  if (!(declared <= ceiling)) {
    refuse(
      res,
      413,
      "too_large",
      ceiling === SCREENSHOT_MAX_BYTES ? SCREENSHOT_TOO_LARGE : requestTooLarge(ceiling),
      declared > HOSTILE_BYTES ? { connection: "close" } : {},
    );
    return true;
  }
  if (declared <= DEFAULT_MAX_BODY_BYTES) return false;
  if (largeBodies >= LARGE_BODIES_AT_ONCE) {
    refuse(res, 503, "busy", UPLOADS_BUSY, { "retry-after": "5" });
    return true;
  }
  largeBodies++;
  res.once("close", () => largeBodies--);
  return false;
}

function withoutFrameworkHeaders(res) {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) => (String(name).toLowerCase().startsWith("x-nextjs-") ? res : setHeader(name, value));
  const writeHead = res.writeHead.bind(res);
  res.writeHead = (status, ...rest) => {
    for (const name of res.getHeaderNames()) if (name.startsWith("x-nextjs-")) res.removeHeader(name);
    const headers = rest.find((arg) => arg && typeof arg === "object");
    if (headers && !Array.isArray(headers))
      for (const name of Object.keys(headers)) if (name.toLowerCase().startsWith("x-nextjs-")) delete headers[name];
    return writeHead(status, ...rest);
  };
}

const server = http.createServer(
  { requestTimeout, headersTimeout: Math.min(20_000, requestTimeout), connectionsCheckingInterval: Math.min(5_000, requestTimeout) },
  (req, res) => {
    // Remove every spelling the client may have sent (rawHeaders too: some code reads those).
    for (let i = req.rawHeaders.length - 2; i >= 0; i -= 2) {
      if (req.rawHeaders[i].toLowerCase() === SOCKET_ADDRESS_HEADER) req.rawHeaders.splice(i, 2);
    }
    const peer = req.socket.remoteAddress ?? "";
    req.headers[SOCKET_ADDRESS_HEADER] = peer;
    req.rawHeaders.push(SOCKET_ADDRESS_HEADER, peer);
    if (refusedBody(req, res) || serveAsset(req, res)) return;
    if (!req.headers.rsc) withoutFrameworkHeaders(res);
    handle(req, res).catch((error) => {
      console.error("[serve]", error);
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
      res.end("Internal Server Error");
    });
  },
);
server.keepAliveTimeout = KEEP_ALIVE_MS;

server.once("error", (error) => {
  console.error(
    `[holla] Can't listen on ${hostname}:${port}: ${error.code === "EADDRINUSE" ? "another program uses that port (set PORT to another one)" : error.message}`,
  );
  process.exit(1);
});
server.listen(port, hostname, () => {
  // The name links are built on (lib/platform/http/origin.ts): a browser keeps cookies per name, not per address.
  const shown = ["0.0.0.0", "::", "127.0.0.1", "::1"].includes(hostname) ? "localhost" : hostname;
  console.log(`[holla] Listening on http://${shown}:${port}${dev ? " (development)" : ""}`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.close();
    // Open keep-alive connections would hold the process for up to KEEP_ALIVE_MS otherwise.
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 2_000).unref();
    server.once("close", () => process.exit(0));
  });
}
