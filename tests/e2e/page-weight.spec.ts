import http from "node:http";
import zlib from "node:zlib";
import { expect, test } from "@playwright/test";
import { postHydrationJs } from "../../scripts/lib/post-hydration-js.mjs";

// Issue 20's budgets for the critical path of `/`, on the production build: bytes, not timings.
// - the HTML at most 40 KB raw (markup and the RSC payload inlined in it);
// - at most 30 KB gzip of JavaScript fetched after the first load while the visitor does nothing
//   (toasts, menus, dialogs and the tool load when first wanted; scripts/lib/post-hydration-js.mjs
//   says how it is counted);
// - one font preloaded, the Latin subset of Geist (scripts/subset-font.mjs);
// - the scripts and stylesheet in Brotli compressed once at its strongest (scripts/lib/precompressed-static.mjs).

const KB = 1024;
// The HTML was 90.5 KB, 65.1 KB after the icon sprite and the button's component classes, and 37.3 KB once the
// header, footer, sections, cards and comparison table became component classes too (app/globals.css), the
// check marks CSS and the twitter:image tags went. Never raise it.
const HTML_BUDGET = 40 * KB;

test.describe("the weight of /", () => {
  test("its HTML is at most 40 KB", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(Buffer.byteLength(html)).toBeLessThanOrEqual(HTML_BUDGET);
  });

  test("at most 30 KB gzip of JavaScript is fetched after the first load until the visitor does something", async ({ page }) => {
    const { bytes, scripts } = await postHydrationJs(page, "/");
    expect(bytes, scripts.map((s) => `${s.url} ${s.gzip}`).join("\n")).toBeLessThanOrEqual(30 * KB);
  });

  test("it preloads one font, the Latin subset, and its icons come from the sprite", async ({ page, request }) => {
    const html = await (await request.get("/")).text();
    const fonts = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((m) => m[1]!);
    expect(fonts).toHaveLength(1);
    const font = await request.get(fonts[0]!);
    expect(font.ok()).toBe(true);
    expect((await font.body()).length).toBeLessThan(30 * KB);

    const sprite = page.waitForResponse((response) => new URL(response.url()).pathname === "/icons.svg");
    await page.goto("/");
    expect((await sprite).ok()).toBe(true);
    // The hero's "Write My Reply" arrow is drawn at the button's icon size.
    const arrow = page.getByRole("link", { name: "Write My Reply" }).locator("svg");
    await expect(arrow).toHaveCSS("width", "16px");
    await expect(arrow.locator("use")).toHaveAttribute("href", "/icons.svg#arrow-right");
  });
});

// The framework's scripts are fetched once the first paint is on screen (scripts/lib/scripts-after-paint.mjs):
// they don't share the network with the stylesheet and font that paint waits for, nor run ahead of it.
test.describe("scripts after the first paint", () => {
  for (const path of ["/", "/help"]) {
    test(`${path} fetches none of its scripts before its first paint, then comes alive`, async ({ page }) => {
      const html = await (await page.request.get(path)).text();
      expect(html).not.toMatch(/<script src="\/_next\/static\/[^"]+" async/);
      expect(html).not.toMatch(/<link rel="preload" as="script"/);
      const held = [...html.matchAll(/<script type="text\/plain" data-after-paint src="([^"]+)"/g)].map((m) => m[1]!);
      expect(held.length).toBeGreaterThan(3);

      await page.goto(path);
      await expect
        .poll(() => page.evaluate(() => Object.keys(document.querySelector("main") ?? {}).some((key) => key.startsWith("__react"))))
        .toBe(true);
      const { firstPaint, starts } = await page.evaluate(
        (srcs) => ({
          firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
          starts: srcs.map((src) => performance.getEntriesByName(new URL(src, location.href).href)[0]?.startTime ?? Number.NaN),
        }),
        held,
      );
      expect(firstPaint).toBeGreaterThan(0);
      for (const [i, start] of starts.entries()) expect(start, held[i]).toBeGreaterThanOrEqual(firstPaint);
    });
  }
});

/** GET `url` with raw bytes back: Node's fetch would ask for and undo the encoding itself. */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

test.describe("the build's scripts and stylesheet", () => {
  test("come in Brotli at quality 11 (gzip for a client without it), with the site's headers, cached for good", async ({
    request,
    baseURL,
  }) => {
    const html = await (await request.get("/")).text();
    const assets = [...new Set([...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!))];
    expect(assets.length).toBeGreaterThan(3);
    const page = await request.get("/");
    for (const asset of assets) {
      const url = new URL(asset, baseURL).toString();
      const plain = await rawGet(url, { "accept-encoding": "identity" });
      expect(plain.status).toBe(200);
      // The copies are made in the background after the server starts.
      await expect
        .poll(async () => (await rawGet(url, { "accept-encoding": "gzip, deflate, br, zstd" })).headers["content-encoding"])
        .toBe("br");
      const br = await rawGet(url, { "accept-encoding": "gzip, deflate, br, zstd" });
      expect(zlib.brotliDecompressSync(br.body).equals(plain.body), asset).toBe(true);
      const strongest = zlib.brotliCompressSync(plain.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
      expect(br.body.length).toBeLessThanOrEqual(strongest.length + 16);
      expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(br.headers.vary).toBe("Accept-Encoding");
      expect(br.headers["content-type"]).toBe(plain.headers["content-type"]);
      for (const name of ["x-content-type-options", "referrer-policy", "x-frame-options"])
        expect(br.headers[name], name).toBe(page.headers()[name]);

      const gz = await rawGet(url, { "accept-encoding": "gzip" });
      expect(gz.headers["content-encoding"]).toBe("gzip");
      expect(zlib.gunzipSync(gz.body).equals(plain.body)).toBe(true);

      const again = await rawGet(url, { "accept-encoding": "br", "if-none-match": br.headers.etag! });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    }
  });

  test("reach the browser in Brotli, and the page works on them", async ({ page }) => {
    const encodings = new Map<string, string | undefined>();
    page.on("response", (response) => {
      if (new URL(response.url()).pathname.startsWith("/_next/static/chunks/"))
        encodings.set(response.url(), response.headers()["content-encoding"]);
    });
    // A second load: the first may come before the copies are made.
    await page.goto("/");
    await expect
      .poll(async () => {
        encodings.clear();
        await page.reload();
        await expect(page.getByRole("link", { name: "Write My Reply" })).toBeVisible();
        return [...new Set(encodings.values())];
      })
      .toEqual(["br"]);
    // Hydrated: the header's menu answers (it is React's, not the server's markup).
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
  });
});
