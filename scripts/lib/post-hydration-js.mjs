// JavaScript a page fetches after its first load, before the visitor does anything: every .js response
// the page requests that its HTML does not name in a <script src> (those are its first load,
// scripts/lib/first-load-js.mjs), each gzipped at level 9 and summed. The page is loaded in headless
// Chromium and left alone: load, the browser idle twice (what the page schedules for idle time has
// started), then network idle (nothing in flight for 500 ms), and once more, so a chunk fetched by a
// chunk fetched after hydration is counted too. Shared by scripts/post-hydration-js.mjs (the figure
// for bench/RESULTS.md) and the page-weight browser test.

import zlib from "node:zlib";

const gzipSize = (body) => zlib.gzipSync(body, { level: 9 }).length;

/**
 * @param {import("@playwright/test").Page} page a fresh page (nothing loaded yet)
 * @param {string} url absolute, or relative to the browser context's baseURL
 * @returns {Promise<{ kb: number, bytes: number, scripts: { url: string, gzip: number }[] }>}
 */
export async function postHydrationJs(page, url) {
  const responses = [];
  page.on("response", (response) => {
    const request = response.request();
    if (request.resourceType() === "script" || /\.m?js(\?|$)/.test(new URL(response.url()).pathname)) responses.push(response);
  });
  const document = await page.goto(url, { waitUntil: "load" });
  const html = (await document?.text()) ?? "";
  const firstLoad = new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => new URL(m[1], page.url()).href));
  for (let round = 0; round < 2; round++) {
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          "requestIdleCallback" in window
            ? window.requestIdleCallback(() => window.requestIdleCallback(() => resolve(null)))
            : resolve(null),
        ),
    );
    await page.waitForLoadState("networkidle");
  }
  const scripts = [];
  for (const response of responses) {
    if (firstLoad.has(response.url()) || !response.ok()) continue;
    scripts.push({ url: new URL(response.url()).pathname, gzip: gzipSize(await response.body()) });
  }
  const bytes = scripts.reduce((sum, s) => sum + s.gzip, 0);
  return { kb: +(bytes / 1024).toFixed(1), bytes, scripts };
}
