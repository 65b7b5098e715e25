import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sharedScreenshotState, takeSharedScreenshot } from "@/lib/screenshot/client/shared-image";
import { SHARE_CACHE, SHARE_EXPIRES_MS, SHARED_AT_HEADER, SHARED_IMAGE_KEY, SHARED_LANDING } from "@/lib/screenshot/share-target";
import { FakeCacheStorage } from "../support/fake-cache-storage";

// The tool's side of the share target, with the browser's address, history and Cache Storage faked:
// what public/sw.js left in the cache is handed over once, and the address forgets the share.

const ORIGIN = "https://holla.example";
let caches: FakeCacheStorage;
let replaced: string[];

function openAt(address: string, { withCaches = true } = {}) {
  const location = { href: new URL(address, ORIGIN).href };
  const window = {
    location,
    history: {
      replaceState: (_state: unknown, _unused: string, url: string) => {
        replaced.push(url);
        location.href = new URL(url, location.href).href;
      },
    },
    ...(withCaches ? { caches } : {}),
  };
  vi.stubGlobal("window", window);
  if (withCaches) vi.stubGlobal("caches", caches);
}

async function keep(bytes: Uint8Array<ArrayBuffer>, type: string, sharedAt = Date.now()) {
  await (await caches.open(SHARE_CACHE)).put(
    SHARED_IMAGE_KEY,
    new Response(bytes, { headers: { "content-type": type, [SHARED_AT_HEADER]: String(sharedAt) } }),
  );
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 9, 9]);

beforeEach(() => {
  caches = new FakeCacheStorage();
  replaced = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("takeSharedScreenshot", () => {
  it("hands over the image the service worker kept, once, and clears the address", async () => {
    await keep(PNG, "image/png");
    openAt(SHARED_LANDING.screenshot);
    const file = await takeSharedScreenshot();
    expect(file).toBeInstanceOf(File);
    expect(file?.type).toBe("image/png");
    expect(file?.name).toMatch(/\.png$/);
    expect(new Uint8Array(await file!.arrayBuffer())).toEqual(PNG);
    expect(replaced).toEqual(["/#generator"]);
    expect((await caches.open(SHARE_CACHE)).entries.size).toBe(0);
    // A reload or a second look finds nothing to take.
    expect(await takeSharedScreenshot()).toBeNull();
  });

  // Security issue 32, finding 5: a picture another site sent while he wasn't looking must not surface later.
  it("drops a share older than SHARE_EXPIRES_MS, or of unknown age, and hands over nothing", async () => {
    for (const sharedAt of [Date.now() - SHARE_EXPIRES_MS - 1_000, Number.NaN]) {
      await keep(PNG, "image/png", sharedAt);
      openAt(SHARED_LANDING.screenshot);
      expect(await takeSharedScreenshot()).toBeNull();
      expect((await caches.open(SHARE_CACHE)).entries.size).toBe(0);
    }
  });

  it("keeps the address's other parameters and its hash", async () => {
    await keep(PNG, "image/webp");
    openAt("/?utm_source=share&shared=screenshot#generator");
    expect((await takeSharedScreenshot())?.name).toMatch(/\.webp$/);
    expect(replaced).toEqual(["/?utm_source=share#generator"]);
  });

  it("gives both of two calls made at once the same image (React's development double effects)", async () => {
    await keep(PNG, "image/png");
    openAt(SHARED_LANDING.screenshot);
    const [first, second] = await Promise.all([takeSharedScreenshot(), takeSharedScreenshot()]);
    expect(first).not.toBeNull();
    expect(second).toBe(first);
  });

  it("is null without the parameter, even with an image waiting (it waits for a share's own visit)", async () => {
    await keep(PNG, "image/png");
    openAt("/#generator");
    expect(await takeSharedScreenshot()).toBeNull();
    expect((await caches.open(SHARE_CACHE)).entries.size).toBe(1);
    expect(replaced).toEqual([]);
  });

  it("is null, and clears the address, when the cache holds nothing (an old bookmark)", async () => {
    openAt(SHARED_LANDING.screenshot);
    expect(await takeSharedScreenshot()).toBeNull();
    expect(replaced).toEqual(["/#generator"]);
  });

  it("is null where the browser has no Cache Storage", async () => {
    openAt(SHARED_LANDING.screenshot, { withCaches: false });
    expect(await takeSharedScreenshot()).toBeNull();
  });

  it("is null when the browser refuses the storage", async () => {
    caches.open = async () => {
      throw new DOMException("denied", "SecurityError");
    };
    openAt(SHARED_LANDING.screenshot);
    expect(await takeSharedScreenshot()).toBeNull();
  });
});

describe("sharedScreenshotState", () => {
  it("says a screenshot is waiting, and leaves the parameter for takeSharedScreenshot", () => {
    openAt(SHARED_LANDING.screenshot);
    expect(sharedScreenshotState()).toBe("screenshot");
    expect(replaced).toEqual([]);
  });

  it("says the share reached the server instead, once", () => {
    openAt(SHARED_LANDING.unavailable);
    expect(sharedScreenshotState()).toBe("unavailable");
    expect(replaced).toEqual(["/#generator"]);
    expect(sharedScreenshotState()).toBeNull();
  });

  it("is null for an address without it, and drops a value it doesn't know", () => {
    openAt("/");
    expect(sharedScreenshotState()).toBeNull();
    openAt("/?shared=<script>#generator");
    expect(sharedScreenshotState()).toBeNull();
    expect(replaced).toEqual(["/#generator"]);
  });

  it("is null on the server", () => {
    expect(sharedScreenshotState()).toBeNull();
  });
});
