import fs from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { SHARE_CACHE, SHARE_TARGET, SHARED_AT_HEADER, SHARED_IMAGE_KEY, SHARED_LANDING } from "@/lib/screenshot/share-target";
import { FakeCacheStorage } from "../support/fake-cache-storage";

// public/sw.js, run as a browser runs it: its script evaluated with a `self` whose events the test
// fires. It is a plain script that can't import lib/screenshot/share-target.ts, so these tests, which
// speak only in that module's values, are what keeps the two the same.

const ORIGIN = "https://holla.example";
const SOURCE = fs.readFileSync(path.join(import.meta.dirname, "../../public/sw.js"), "utf8");

/** The worker's Response: a relative redirect resolves against the script's own address, as in a worker. */
class WorkerResponse extends Response {
  static override redirect(url: string | URL, status?: number) {
    return Response.redirect(new URL(url, `${ORIGIN}/sw.js`), status);
  }
}

interface FetchEventLike {
  request: { method: string; mode: string; url: string; formData: () => Promise<FormData> };
  respondWith: (answer: Promise<Response>) => void;
}

function startWorker() {
  const listeners = new Map<string, (event: unknown) => void>();
  const caches = new FakeCacheStorage();
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    skipWaiting: vi.fn(async () => {}),
    clients: { claim: vi.fn(async () => {}) },
  };
  new Function("self", "caches", "Response", SOURCE)(self, caches, WorkerResponse);

  /** An event whose waitUntil the test awaits, as the browser does before the next step. */
  async function lifecycle(type: "install" | "activate") {
    let pending: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ waitUntil: (p: Promise<unknown>) => (pending = p) });
    await pending;
  }

  /** A request as the fetch event sees it; resolves to the worker's answer, or null when it left it to the network. */
  async function fetch(url: string, init: { method?: string; mode?: string; body?: FormData | string } = {}): Promise<Response | null> {
    const body = new Request(new URL(url, ORIGIN), { method: "POST", body: init.body ?? "" });
    let answer: Promise<Response> | null = null;
    const event: FetchEventLike = {
      request: {
        method: init.method ?? "GET",
        mode: init.mode ?? "navigate",
        url: new URL(url, ORIGIN).href,
        formData: () => body.formData(),
      },
      respondWith: (p) => {
        answer = p;
      },
    };
    listeners.get("fetch")!(event);
    return answer;
  }

  return { self, caches, lifecycle, fetch };
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const shared = (file: Blob | string, name = "Screenshot_2026.png") => {
  const form = new FormData();
  if (typeof file === "string") form.set(SHARE_TARGET.field, file);
  else form.set(SHARE_TARGET.field, file, name);
  return form;
};
const share = { method: "POST", mode: "navigate" } as const;

describe("the service worker", () => {
  let worker: ReturnType<typeof startWorker>;
  beforeEach(() => {
    worker = startWorker();
  });

  it("takes over at once when installed, and claims the open pages", async () => {
    await worker.lifecycle("install");
    expect(worker.self.skipWaiting).toHaveBeenCalled();
    await worker.lifecycle("activate");
    expect(worker.self.clients.claim).toHaveBeenCalled();
  });

  it("deletes every other cache when it activates, so nothing stale is left to serve", async () => {
    for (const name of ["next-pages", "workbox-precache-v2", SHARE_CACHE]) await worker.caches.open(name);
    await worker.lifecycle("activate");
    expect(await worker.caches.keys()).toEqual([SHARE_CACHE]);
  });

  it("keeps a shared image for the tool, with its type, and opens the tool with a 303", async () => {
    const answer = await worker.fetch(SHARE_TARGET.action, { ...share, body: shared(new Blob([PNG], { type: "image/png" })) });
    expect(answer?.status).toBe(303);
    expect(answer?.headers.get("location")).toBe(new URL(SHARED_LANDING.screenshot, ORIGIN).href);
    const kept = await (await worker.caches.open(SHARE_CACHE)).match(SHARED_IMAGE_KEY);
    expect(kept?.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await kept!.arrayBuffer())).toEqual(PNG);
    // When, so the tool can drop a share that waited too long (security issue 32, finding 5).
    expect(Math.abs(Date.now() - Number(kept?.headers.get(SHARED_AT_HEADER)))).toBeLessThan(5_000);
  });

  it("a later share replaces the image waiting there", async () => {
    await worker.fetch(SHARE_TARGET.action, { ...share, body: shared(new Blob([PNG], { type: "image/png" })) });
    await worker.fetch(SHARE_TARGET.action, { ...share, body: shared(new Blob(["jpeg"], { type: "image/jpeg" }), "b.jpg") });
    const cache = await worker.caches.open(SHARE_CACHE);
    expect(cache.entries.size).toBe(1);
    expect((await cache.match(SHARED_IMAGE_KEY))?.headers.get("content-type")).toBe("image/jpeg");
  });

  it.each([
    ["no file", () => new FormData()],
    ["text in the field", () => shared("not a file")],
    ["a file that isn't an image", () => shared(new Blob(["%PDF"], { type: "application/pdf" }), "a.pdf")],
    ["an empty image", () => shared(new Blob([], { type: "image/png" }))],
  ])("with %s, opens the tool with nothing kept", async (_name, body) => {
    const answer = await worker.fetch(SHARE_TARGET.action, { ...share, body: body() });
    expect(answer?.status).toBe(303);
    expect(new URL(answer!.headers.get("location")!).search).toBe("");
    expect(await worker.caches.keys()).toEqual([]);
  });

  it("a body that isn't a form keeps nothing either", async () => {
    const answer = await worker.fetch(SHARE_TARGET.action, { ...share, body: "screenshot=1" });
    expect(answer?.status).toBe(303);
    expect(await worker.caches.keys()).toEqual([]);
  });

  it.each([
    ["a page", "/", { method: "GET", mode: "navigate" }],
    ["a script", "/_next/static/chunks/app.js", { method: "GET", mode: "no-cors" }],
    ["an API call", "/api/generate", { method: "POST", mode: "cors" }],
    ["a GET of the share address", SHARE_TARGET.action, { method: "GET", mode: "navigate" }],
    ["a fetch() POST to the share address", SHARE_TARGET.action, { method: "POST", mode: "cors" }],
    ["a POST to another path", `${SHARE_TARGET.action}/x`, share],
    ["another site's share address", `https://elsewhere.example${SHARE_TARGET.action}`, share],
  ])("leaves %s to the network", async (_name, url, init) => {
    expect(await worker.fetch(url, { ...init, body: shared(new Blob([PNG], { type: "image/png" })) })).toBeNull();
    expect(await worker.caches.keys()).toEqual([]);
  });
});
