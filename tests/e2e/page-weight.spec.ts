import { expect, test } from "@playwright/test";
import { postHydrationJs } from "../../scripts/lib/post-hydration-js.mjs";

// Issue 20's budgets for the critical path of `/`, on the production build: bytes, not timings.
// - the HTML at most 40 KB raw (markup and the RSC payload inlined in it);
// - at most 30 KB gzip of JavaScript fetched after the first load while the visitor does nothing
//   (toasts, menus, dialogs and the tool load when first wanted; scripts/lib/post-hydration-js.mjs
//   says how it is counted);
// - one font preloaded, the Latin subset of Geist (scripts/subset-font.mjs).

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
