import { expect, test, type Page } from "@playwright/test";
import { EVERY_PAGE } from "./site-pages";
import { acceptNotice } from "./tool";

// No page is wider than a phone: every page at 320, 360, 375 and 390 px, with the support
// chat closed and open, and the generator's Language menu open, scrolls only up and down.

const WIDTHS = [320, 360, 375, 390] as const;

/** How many CSS pixels the page is wider than the viewport (0 when it fits). */
async function overflow(page: Page): Promise<{ px: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const px = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - width;
    // Name what sticks out, so a failure says where to look.
    const culprits = px <= 0 ? [] : [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 && getComputedStyle(el).position !== "fixed")
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}.${String(el.className).slice(0, 60)}`);
    return { px, culprits };
  });
}

for (const width of WIDTHS) {
  test(`every page fits ${width} px, with the chat closed and open`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 740 });
    const failures: string[] = [];
    for (const path of EVERY_PAGE) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const closed = await overflow(page);
      if (closed.px > 0) failures.push(`${path} (chat closed): ${closed.px}px ${closed.culprits.join(" | ")}`);
      const chat = page.getByRole("button", { name: "Chat with Romeo, our support assistant" });
      if (await chat.isVisible()) {
        await chat.click();
        await expect(page.getByRole("dialog", { name: /Support Assistant/ })).toBeVisible();
        const open = await overflow(page);
        if (open.px > 0) failures.push(`${path} (chat open): ${open.px}px ${open.culprits.join(" | ")}`);
        // The open chat sits inside the screen.
        const box = await page.getByRole("dialog", { name: /Support Assistant/ }).boundingBox();
        if (box && box.x + box.width > width + 0.5) failures.push(`${path}: the chat panel ends at ${box.x + box.width}px`);
      }
    }
    expect(failures).toEqual([]);
  });

  test(`the generator fits ${width} px with the Language menu open`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    await acceptNotice(page);
    await page.getByLabel("Language").click();
    await expect(page.getByRole("listbox").or(page.getByRole("menu"))).toBeVisible();
    const { px, culprits } = await overflow(page);
    expect(px, culprits.join(" | ")).toBeLessThanOrEqual(0);
    const viewport = await page.evaluate(() => ({ w: window.visualViewport?.width ?? window.innerWidth, scale: window.visualViewport?.scale ?? 1 }));
    expect(viewport.w).toBe(width);
    expect(viewport.scale).toBe(1);
  });
}
