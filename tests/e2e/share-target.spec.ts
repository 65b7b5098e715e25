import { expect, type Page, test } from "@playwright/test";
import { SHARE_TARGET_UNAVAILABLE } from "@/lib/messages";
import {
  SHARE_CACHE,
  SHARE_EXPIRES_MS,
  SHARE_TARGET,
  SHARED_AT_HEADER,
  SHARED_IMAGE_KEY,
  SHARED_LANDING,
} from "@/lib/screenshot/share-target";
import { SCREENSHOT_TEXTS } from "@/lib/screenshot/texts";
import { acceptNotice } from "./tool";

// Holla installed on Android, as a share target for a chat screenshot (issue 18): the manifest names
// /share-target, the service worker (public/sw.js) keeps the shared image for the tool and opens it,
// and without the worker the server's fallback says to open Holla once. Android's share sheet POSTs
// the image as a multipart navigation; here a form on the page sends the same request.

// The worker is what this file tests (the other files block it: playwright.config.ts says why).
test.use({ serviceWorkers: "allow" });

/** The worker controls the page: installed, activated, and the page claimed. */
async function workerInControl(page: Page) {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe("activated");
}

/** A real PNG: part of the page, as Chromium renders it. */
const screenshotOf = (page: Page) => page.screenshot({ clip: { x: 0, y: 0, width: 240, height: 160 } });

/** Sends `png` the way the share sheet does: a multipart POST navigation to the share target (into a frame, when named). */
async function share(page: Page, png: Buffer, frame?: string) {
  await page.evaluate(
    ({ action, field, frame }) => {
      const form = document.createElement("form");
      Object.assign(form, { id: "share-sheet", method: "post", enctype: "multipart/form-data", action });
      if (frame) {
        form.target = frame;
        const iframe = document.createElement("iframe");
        iframe.name = frame;
        document.body.append(iframe);
      }
      const input = Object.assign(document.createElement("input"), { type: "file", name: field, id: "share-sheet-file" });
      form.append(input);
      document.body.append(form);
    },
    { action: SHARE_TARGET.action, field: SHARE_TARGET.field, frame },
  );
  await page.locator("#share-sheet-file").setInputFiles({ name: "Screenshot_20260101-2231_Hinge.png", mimeType: "image/png", buffer: png });
  await page.evaluate(() => (document.getElementById("share-sheet") as HTMLFormElement).submit());
}

/** What Cache Storage holds under the shared image's key: its type and size, or null. */
const keptImage = (page: Page) =>
  page.evaluate(
    async ({ cache, key }) => {
      const kept = await (await caches.open(cache)).match(key);
      return kept ? { type: kept.headers.get("content-type"), size: (await kept.arrayBuffer()).byteLength } : null;
    },
    { cache: SHARE_CACHE, key: SHARED_IMAGE_KEY },
  );

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

test("the manifest makes Holla installable and a share target for images", async ({ page, request }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({ id: "/", start_url: "/", scope: "/", display: "standalone" });
  expect(manifest.share_target).toEqual({
    action: "/share-target",
    method: "POST",
    enctype: "multipart/form-data",
    params: { files: [{ name: "screenshot", accept: ["image/png", "image/jpeg", "image/webp", "image/*"] }] },
  });
  for (const icon of manifest.icons as { src: string }[]) expect((await request.get(icon.src)).status()).toBe(200);
});

test("the service worker installs once the tool is open, served fresh every time and allowed to load nothing", async ({
  page,
  request,
}) => {
  await acceptNotice(page);
  await workerInControl(page);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope)).toBe(new URL("/", page.url()).href);

  const script = await request.get("/sw.js");
  expect(script.status()).toBe(200);
  expect(script.headers()["content-type"]).toMatch(/javascript/);
  // Never from a cache: a deploy's new worker is found at the next visit (docs/architecture.md, "The service worker").
  expect(script.headers()["cache-control"]).toBe("no-cache");
  expect(script.headers()["content-security-policy"]).toBe("default-src 'none'");
});

test("the service worker keeps a shared screenshot for the tool and opens the tool", async ({ page }) => {
  await acceptNotice(page);
  await workerInControl(page);
  const png = await screenshotOf(page);
  // Into a frame: "/" refuses to be framed, so the tool there never opens to take the image, and the
  // cache can be read as the worker left it.
  await share(page, png, "share-frame");
  await expect.poll(() => keptImage(page)).toEqual({ type: "image/png", size: png.byteLength });
  expect(await cacheNames(page)).toEqual([SHARE_CACHE]);
});

// Another site's form and the share sheet look the same to the worker (security issue 32, finding 5): the
// tool asks before it reads what arrived.
test("a screenshot shared into Holla opens the tool, which reads it once he says so", async ({ page }) => {
  await acceptNotice(page);
  await workerInControl(page);
  const png = await screenshotOf(page);
  await share(page, png);
  const asked = page
    .getByRole("region", { name: /Notifications/ })
    .getByRole("listitem")
    .filter({ hasText: SCREENSHOT_TEXTS.sharedTitle });
  await expect(asked).toContainText(SCREENSHOT_TEXTS.sharedAsk);
  await expect(page.getByRole("dialog", { name: SCREENSHOT_TEXTS.dialogTitle })).toHaveCount(0);
  await asked.getByRole("button", { name: SCREENSHOT_TEXTS.sharedRead }).click();
  await expect(page.getByRole("dialog", { name: SCREENSHOT_TEXTS.dialogTitle })).toBeVisible();
  // Taken once: the address forgets the share and the cache is empty, so a reload reads nothing again.
  await expect.poll(() => new URL(page.url()).search).toBe("");
  expect(new URL(page.url()).hash).toBe("#generator");
  expect(await keptImage(page)).toBeNull();
});

test("a share that waited longer than a share he just made is dropped, never offered", async ({ page }) => {
  await acceptNotice(page);
  const png = await screenshotOf(page);
  // As the worker keeps it, but shared eleven minutes ago.
  await page.evaluate(
    async ({ cache, key, header, at, bytes }) => {
      const image = new Uint8Array(bytes);
      await (await caches.open(cache)).put(key, new Response(image, { headers: { "content-type": "image/png", [header]: String(at) } }));
    },
    { cache: SHARE_CACHE, key: SHARED_IMAGE_KEY, header: SHARED_AT_HEADER, at: Date.now() - SHARE_EXPIRES_MS - 60_000, bytes: [...png] },
  );
  await page.goto(SHARED_LANDING.screenshot);
  await expect(page.getByRole("heading", { name: "Generate Your Reply" })).toBeVisible();
  await expect.poll(() => keptImage(page)).toBeNull();
  await expect(page.getByText(SCREENSHOT_TEXTS.sharedTitle)).toHaveCount(0);
  await expect(page.getByRole("dialog", { name: SCREENSHOT_TEXTS.dialogTitle })).toHaveCount(0);
});

test("nothing is cached that could be served stale after a deploy", async ({ page }) => {
  await page.goto("/");
  // Caches some earlier worker on this origin might have left, and an image already waiting.
  await page.evaluate(async (keep) => {
    await caches.open("next-app-shell-v1");
    await caches.open(keep);
  }, SHARE_CACHE);
  await acceptNotice(page);
  await workerInControl(page);
  await expect.poll(() => cacheNames(page)).toEqual([SHARE_CACHE]);

  const servedByWorker: string[] = [];
  page.on("response", (response) => {
    if (response.fromServiceWorker()) servedByWorker.push(response.url());
  });
  for (const path of ["/about", "/help", "/privacy", "/"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await workerInControl(page);
  }
  expect(servedByWorker).toEqual([]);
  expect(await cacheNames(page)).toEqual([SHARE_CACHE]);
});

test.describe("before the service worker is installed", () => {
  test.use({ serviceWorkers: "block" });

  test("the share reaches the server, which keeps nothing and opens the tool with ?shared=unavailable", async ({ page, request }) => {
    await page.goto("/");
    const png = await screenshotOf(page);
    const response = await request.post(SHARE_TARGET.action, {
      multipart: { [SHARE_TARGET.field]: { name: "shot.png", mimeType: "image/png", buffer: png } },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toBe(SHARED_LANDING.unavailable);
  });

  // Needs the lead's tool to show SHARE_TARGET_UNAVAILABLE for ?shared=unavailable (sharedScreenshotState()).
  test("a share says to open Holla once, then share again", async ({ page }) => {
    await acceptNotice(page);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    await share(page, await screenshotOf(page));
    await expect(page.getByText(SHARE_TARGET_UNAVAILABLE)).toBeVisible();
    await expect.poll(() => new URL(page.url()).search).toBe("");
  });
});
