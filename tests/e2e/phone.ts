import { expect, type Locator, type Page } from "@playwright/test";

// Measuring a page on a phone, shared by the phone sweep (phone-widths.spec.ts), the touch-target
// tests and axe at a phone width.

/** The phone widths every page must fit (docs/product.md, "Screens"). */
export const PHONE_WIDTHS = [320, 360, 375, 390] as const;

/** The support chat's round button and its sheet, the coach's heart button and its sheet. */
export const SUPPORT_LAUNCHER = { name: "Chat with Romeo, our support assistant" } as const;
export const SUPPORT_SHEET = { name: "Romeo AI: 24/7 Support Assistant" } as const;
export const COACH_LAUNCHER = { name: "Speak to Romeo - Dating Master" } as const;
export const COACH_SHEET = { name: "Romeo Dating Coach: The Online Dating Master" } as const;

/**
 * Waits until nothing on the page is moving (a toast sliding in, the round buttons stepping aside,
 * a sheet opening), so boxes are measured where they come to rest. Endless animations (a spinner,
 * the typing dots) never finish and are not what is measured.
 */
export async function settle(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(isStill);
}

function isStill() {
  return document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity);
}

/** How many CSS pixels the page is wider than the viewport (0 when it fits), naming what sticks out. */
export async function overflow(page: Page): Promise<{ px: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const px = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - width;
    const culprits =
      px <= 0
        ? []
        : [...document.querySelectorAll("body *")]
            .filter((el) => el.getBoundingClientRect().right > width + 0.5 && getComputedStyle(el).position !== "fixed")
            .slice(0, 5)
            .map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}.${String(el.className).slice(0, 60)}`);
    return { px, culprits };
  });
}

/**
 * Everything drawn in a fixed layer (the round chat buttons, an open sheet or menu, a toast) that is
 * not wholly inside the viewport. Fixed elements are outside the document's scroll width, so
 * overflow() can't see them cut off at the edge; their boxes are checked instead. Inside a box that
 * clips or scrolls its content (a sheet, a menu's list) only that box is checked: what scrolls
 * inside it is meant to. Invisible elements (opacity 0, visibility hidden, 1 px screen-reader text)
 * are not drawn and not checked. Returns how many fixed layers were looked at, so a caller can tell
 * that the ones it expects were among them.
 */
export async function fixedOutsideViewport(page: Page): Promise<{ layers: number; outside: string[] }> {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const vh = document.documentElement.clientHeight;
    const invisible = (el: Element) => {
      for (let e: Element | null = el; e; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (style.display === "none" || style.visibility === "hidden" || Number(style.opacity) === 0) return true;
      }
      return false;
    };
    const clips = (el: Element) => getComputedStyle(el).overflowX !== "visible" || getComputedStyle(el).overflowY !== "visible";
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.getAttribute("aria-label") ? `[${el.getAttribute("aria-label")}]` : ""}${el.id ? `#${el.id}` : ""}.${String(el.className).slice(0, 50)}`;
    const layers = [...document.querySelectorAll("body *")].filter((el) => getComputedStyle(el).position === "fixed" && !invisible(el));
    const outside: string[] = [];
    const check = (el: Element) => {
      const r = el.getBoundingClientRect();
      if (r.width > 1 && r.height > 1 && !invisible(el) && (r.left < -0.5 || r.top < -0.5 || r.right > vw + 0.5 || r.bottom > vh + 0.5)) {
        outside.push(
          `${name(el)} at x ${Math.round(r.left)}..${Math.round(r.right)}, y ${Math.round(r.top)}..${Math.round(r.bottom)} of ${vw}×${vh}`,
        );
      }
      if (!clips(el)) for (const child of el.children) check(child);
    };
    for (const layer of layers) check(layer);
    return { layers: layers.length, outside };
  });
}

/**
 * On a phone the round chat buttons step aside while he scrolls down (chat-launchers.tsx); scrolling
 * back up, as he would, brings them back.
 */
export async function revealLaunchers(page: Page) {
  // Over the header, so the wheel scrolls the page rather than a box under the pointer (a chat log).
  await page.mouse.move(page.viewportSize()!.width / 2, 32);
  // A reply still streaming in scrolls its log, and the page with it, after the wheel: as he would, the
  // test scrolls up again until the buttons are back (a CI run lost them once that way).
  await expect(async () => {
    await page.mouse.wheel(0, -240);
    await expect(page.getByRole("button", SUPPORT_LAUNCHER)).toBeInViewport({ ratio: 1, timeout: 2_000 });
  }).toPass({ timeout: 12_000 });
  await settle(page);
}

/** The element is drawn wholly inside the viewport. */
export async function expectInsideViewport(target: Locator, label: string) {
  await expect(target, label).toBeVisible();
  const box = await target.boundingBox();
  expect(box, `${label}: not measurable`).not.toBeNull();
  const { width, height } = target.page().viewportSize()!;
  expect(box!.x, `${label}: left edge`).toBeGreaterThanOrEqual(-0.5);
  expect(box!.y, `${label}: top edge`).toBeGreaterThanOrEqual(-0.5);
  expect(box!.x + box!.width, `${label}: right edge`).toBeLessThanOrEqual(width + 0.5);
  expect(box!.y + box!.height, `${label}: bottom edge`).toBeLessThanOrEqual(height + 0.5);
}

/** Everything a page at a phone width must hold: no sideways scroll, and every fixed layer on screen. */
export async function phoneProblems(page: Page, label: string): Promise<string[]> {
  let px = 0;
  let culprits: string[] = [];
  let outside: string[] = [];
  // Measured again when something started moving while it was measured (a toast timing out and
  // sliding away between the settle and the boxes put its close button above the screen once in CI):
  // boxes count only when nothing moved from before the first measure to after the last.
  for (let attempt = 0; attempt < 5; attempt++) {
    await settle(page);
    ({ px, culprits } = await overflow(page));
    ({ outside } = await fixedOutsideViewport(page));
    if (await page.evaluate(isStill)) break;
  }
  return [
    ...(px > 0 ? [`${label}: ${px}px wider than the screen: ${culprits.join(" | ")}`] : []),
    ...outside.map((o) => `${label}: off screen: ${o}`),
  ];
}

/** A touch target on a phone: visible, measurable, and at least 44 × 44 CSS pixels. Never skipped. */
export async function expectTouchTarget(target: Locator, label?: string) {
  // biome-ignore lint/performance/useDomNodeTextContent: failure messages name the target by its rendered text, without the parts this screen width hides
  const name = label ?? ((await target.getAttribute("aria-label")) || (await target.innerText()).trim() || "(unnamed)");
  await expect(target, `${name} is on the page`).toBeVisible();
  const box = await target.boundingBox();
  expect(box, `${name}: not measurable`).not.toBeNull();
  expect(box!.width, `${name}: width`).toBeGreaterThanOrEqual(44);
  expect(box!.height, `${name}: height`).toBeGreaterThanOrEqual(44);
}
