import type { ChildProcess } from "node:child_process";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import { expect, test } from "@playwright/test";
import { query, uniqueEmail } from "./db";
import { extraPort, startApp, waitForHealth } from "./spawn-app";

// The server `npm start` runs (scripts/serve.mjs), attacked over real HTTP: where it listens, which
// address a client gets counted under, where sign-in links point, how long a slow client may take,
// and what the responses tell about the framework.

const PORT = extraPort(21);
const APP = `http://127.0.0.1:${PORT}`;
let app: ChildProcess | null = null;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  // As a newcomer runs it: no HOSTNAME_BIND, no AUTH_URL, no proxy settings.
  app = startApp(PORT, {
    HOSTNAME_BIND: "",
    AUTH_URL: "",
    ANON_DAILY_GENERATIONS_PER_IP: "3",
    HTTP_REQUEST_TIMEOUT_MS: "1500",
    LARGE_BODIES_AT_ONCE: "2",
  });
  await waitForHealth(APP);
});

test.afterAll(() => {
  app?.kill("SIGTERM");
});

function externalAddress(): string {
  for (const entries of Object.values(os.networkInterfaces())) {
    for (const entry of entries ?? []) if (entry.family === "IPv4" && !entry.internal) return entry.address;
  }
  throw new Error("this machine has no external IPv4 interface to test against");
}

function connects(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

test("it listens on loopback only unless told otherwise", async () => {
  expect(await connects("127.0.0.1", PORT)).toBe(true);
  expect(await connects(externalAddress(), PORT)).toBe(false);
});

/** A POST from `localAddress`: every 127.x.y.z reaches the loopback server, each as its own client. */
function postFrom(localAddress: string, path: string, body: unknown, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = http.request(
      {
        host: "127.0.0.1",
        port: PORT,
        path,
        method: "POST",
        localAddress,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(payload), ...headers },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}

test("a made-up X-Forwarded-For on every request is no new address: the TCP peer counts", async () => {
  // A loopback address of this test's own, so no other test's generations share its budget.
  const peer = `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${2 + Math.floor(Math.random() * 250)}`;
  const statuses: number[] = [];
  for (let i = 0; i < 8; i++) {
    // No cookie: each request is a brand-new visitor too.
    const forged = { "x-forwarded-for": `10.77.${i}.9`, "x-real-ip": `10.78.${i}.9`, "x-holla-socket-address": `10.79.${i}.9` };
    statuses.push(
      await postFrom(peer, "/api/generate", { message: "Just got back from a hike, legs are dead", tone: "funny", language: "en" }, forged),
    );
  }
  expect(statuses.filter((s) => s === 200)).toHaveLength(3);
  expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  const [counted] = await query<{ count: number }>("select count from usage_day where subject = $1", [`ip:${peer}`]);
  expect(counted?.count).toBe(3);
});

test("sign-in links point to the server's own address, whatever Host the request names", async () => {
  const email = uniqueEmail("e2e-host");
  const asked = await fetch(`${APP}/api/standalone-login`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      host: "attacker.example",
      "x-forwarded-host": "attacker.example",
      "x-forwarded-proto": "https",
    },
    body: JSON.stringify({ email }),
  });
  expect(asked.status).toBe(200);
  const [mail] = await query<{ link: string; text: string }>('select link, text from outbox_email where "to" = $1', [email]);
  expect(new URL(mail!.link).origin).toBe(`http://localhost:${PORT}`);
  expect(mail!.text).not.toContain("attacker.example");
});

test("a client trickling its request in is cut off, not left holding the connection", async () => {
  const started = Date.now();
  const outcome = await new Promise<string>((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port: PORT }, () => {
      socket.write(
        'POST /api/feedback HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n{"email":',
      );
    });
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("close", () => resolve(answer.split("\r\n")[0] || "closed"));
    socket.on("error", () => resolve("error"));
  });
  expect(outcome).toMatch(/408|closed/);
  expect(Date.now() - started).toBeLessThan(15_000);
});

/** Sends `head` (and `body`, if any) on a new connection; resolves with the status line and body of the answer. */
function rawRequest(head: string, body = "", { keepOpen = false } = {}): { answer: Promise<string>; socket: net.Socket } {
  const socket = net.connect({ host: "127.0.0.1", port: PORT }, () => socket.write(head + body));
  const answer = new Promise<string>((resolve) => {
    let text = "";
    socket.on("data", (chunk) => {
      text += chunk.toString();
      if (!keepOpen && /\r\n\r\n[\s\S]*\}/.test(text)) socket.destroy();
    });
    socket.on("close", () => resolve(text));
    socket.on("error", () => resolve(text || "error"));
  });
  return { answer, socket };
}

const statusOf = (answer: string) => answer.split("\r\n")[0] ?? "";
const jsonOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4)) as { error: string; code: string };

// Security issue 32, finding 3: a 50 MB Content-Length to a 16 KB route was held until the timeout (408).
test("a body larger than its route takes is refused at once, before any of it is sent", async () => {
  const started = Date.now();
  const { answer } = rawRequest(
    `POST /api/generate HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${50 * 1024 * 1024}\r\n\r\n`,
  );
  const text = await answer;
  expect(statusOf(text)).toBe("HTTP/1.1 413 Payload Too Large");
  expect(jsonOf(text)).toEqual({ error: "That request is too large (the limit is 64 KB).", code: "too_large" });
  expect(Date.now() - started).toBeLessThan(1_000);

  const screenshot = await rawRequest(
    `POST /api/read-screenshot HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: image/png\r\nContent-Length: ${9 * 1024 * 1024}\r\n\r\n`,
  ).answer;
  expect(jsonOf(screenshot)).toEqual({ error: "That screenshot is too large: the limit is 8 MB.", code: "too_large" });

  const chunked = await rawRequest(
    "POST /api/generate HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n",
    '5\r\n{"a":\r\n',
  ).answer;
  expect(statusOf(chunked)).toBe("HTTP/1.1 411 Length Required");
  expect(jsonOf(chunked).code).toBe("length_required");
});

test("only so many large bodies are received at once; the next is told to try again", async () => {
  // Two uploads that stall half-way hold both places (LARGE_BODIES_AT_ONCE=2 above).
  const head = `POST /api/stripe/webhook HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${200 * 1024}\r\n\r\n`;
  const stalled = [rawRequest(head, "{", { keepOpen: true }), rawRequest(head, "{", { keepOpen: true })];
  // Once the server holds both, a whole body of the same size is turned away rather than received (one it
  // receives while it doesn't yet is answered by the route and frees its place at once).
  const whole = `{"pad":"${"x".repeat(200 * 1024 - 10)}"}`;
  let third = "";
  await expect
    .poll(
      async () => {
        third = await rawRequest(head, whole).answer;
        return statusOf(third);
      },
      { timeout: 1_200, intervals: [50] },
    )
    .toBe("HTTP/1.1 503 Service Unavailable");
  expect(statusOf(third)).toBe("HTTP/1.1 503 Service Unavailable");
  expect(third).toMatch(/\r\nretry-after: 5\r\n/i);
  expect(jsonOf(third).code).toBe("busy");
  for (const { socket } of stalled) socket.destroy();
  // Their places free as they go: a small request never needed one.
  await expect.poll(async () => statusOf(await rawRequest(head, "{").answer), { timeout: 5_000 }).not.toContain("503");
});

test("pages and API answers don't carry the framework's cache headers", async () => {
  for (const path of ["/", "/help", "/api/health", "/no-such-page"]) {
    const response = await fetch(`${APP}${path}`);
    const leaked = [...response.headers.keys()].filter((name) => name.startsWith("x-nextjs-") || name === "x-powered-by");
    expect(leaked, path).toEqual([]);
  }
});
