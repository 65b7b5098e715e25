import { expect, type Page, test } from "@playwright/test";
import { signInAsPremium } from "./auth";
import {
  COACH_LAUNCHER,
  COACH_SHEET,
  expectInsideViewport,
  PHONE_WIDTHS,
  phoneProblems,
  revealLaunchers,
  SUPPORT_LAUNCHER,
  SUPPORT_SHEET,
} from "./phone";
import { EVERY_PAGE } from "./site-pages";
import { acceptNotice, generate, replyCards } from "./tool";

// No page is wider than a phone, and nothing drawn on top of it falls off the screen: every page at
// 320, 360, 375 and 390 px, signed out with the support chat closed and open, signed in as Premium
// with the coach's sheet open, and the states a page only reaches by using it (replies shown, the
// Saved Replies, Pattern Interrupt and Dating Coach tabs, the Language, feedback-type and issue-type
// menus). Each page and state is reached once and checked at each width in turn, the window resized
// as a phone turned or a split screen does (the layout is CSS and resize-aware code, so it answers a
// resize as it does a load, and the suite spends its time on checks rather than on loading the same
// page four times). Each check collects what is wrong and the test names all of it at the end.

/** The sheet a chat opens on a phone covers the whole screen (floating-panel.tsx). */
async function expectFullScreenSheet(page: Page, sheet: ReturnType<Page["getByRole"]>, label: string) {
  await expectInsideViewport(sheet, label);
  const box = (await sheet.boundingBox())!;
  const { width, height } = page.viewportSize()!;
  expect([box.x, box.y, box.width, box.height], `${label}: the whole screen`).toEqual([0, 0, width, height]);
}

/** Opens a select's menu (Radix, in a fixed layer), checks the page with it open, and closes it. */
async function withMenuOpen(page: Page, trigger: ReturnType<Page["getByRole"]>, label: string, failures: string[]) {
  await trigger.click();
  const menu = page.getByRole("listbox");
  await expectInsideViewport(menu, label);
  failures.push(...(await phoneProblems(page, label)));
  // Nor may it zoom the page or narrow its visual viewport (a 320 px page once shrank with the menu open).
  const viewport = await page.evaluate(() => ({ width: window.visualViewport?.width, scale: window.visualViewport?.scale }));
  expect(viewport, label).toEqual({ width: page.viewportSize()!.width, scale: 1 });
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
}

/** Runs `check` at each phone width in turn, the window resized to it (the height a phone's). */
async function atEveryWidth(page: Page, check: (width: number) => Promise<unknown>) {
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    await check(width);
  }
}

test.use({ viewport: { width: PHONE_WIDTHS[0], height: 740 } });

test("every page fits every phone width signed out, with the support chat closed and open", async ({ page }) => {
  test.setTimeout(240_000);
  const failures: string[] = [];
  for (const path of EVERY_PAGE) {
    await page.setViewportSize({ width: PHONE_WIDTHS[0], height: 740 });
    await page.goto(path);
    // On every page, so the open half of the sweep can't switch itself off. (It is drawn once the
    // page is hydrated: what the page shows is in place by then.)
    const launcher = page.getByRole("button", SUPPORT_LAUNCHER);
    await atEveryWidth(page, async (width) => {
      await expectInsideViewport(launcher, `${path} at ${width} px: the support chat's button`);
      failures.push(...(await phoneProblems(page, `${path} at ${width} px (chat closed)`)));
    });

    await launcher.click();
    const sheet = page.getByRole("dialog", SUPPORT_SHEET);
    await atEveryWidth(page, async (width) => {
      await expectFullScreenSheet(page, sheet, `${path} at ${width} px: the support sheet`);
      failures.push(...(await phoneProblems(page, `${path} at ${width} px (chat open)`)));
    });
  }
  expect(failures).toEqual([]);
});

test("every page fits every phone width signed in as Premium, with the coach's sheet open", async ({ page }) => {
  test.setTimeout(240_000);
  await signInAsPremium(page, "e2e-phone-pages");
  const failures: string[] = [];
  for (const path of EVERY_PAGE) {
    await page.setViewportSize({ width: PHONE_WIDTHS[0], height: 740 });
    await page.goto(path);
    // The header has asked who is signed in (and the heart button, drawn for Premium, is there).
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign Out" })).toBeVisible();
    const coach = page.getByRole("button", COACH_LAUNCHER);
    await atEveryWidth(page, async (width) => {
      await expectInsideViewport(coach, `${path} at ${width} px: the coach's button`);
      await expectInsideViewport(page.getByRole("button", SUPPORT_LAUNCHER), `${path} at ${width} px: the support chat's button`);
      failures.push(...(await phoneProblems(page, `${path} at ${width} px (signed in)`)));
    });

    await coach.click();
    const sheet = page.getByRole("dialog", COACH_SHEET);
    await atEveryWidth(page, async (width) => {
      await expectFullScreenSheet(page, sheet, `${path} at ${width} px: the coach's sheet`);
      failures.push(...(await phoneProblems(page, `${path} at ${width} px (coach open)`)));
    });
  }
  expect(failures).toEqual([]);
});

test("the tool fits every phone width with replies shown and the Language menu open; the feedback and report menus fit", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const failures: string[] = [];
  await acceptNotice(page);
  await atEveryWidth(page, async (width) => {
    failures.push(...(await phoneProblems(page, `/ with the tool at ${width} px`)));
  });
  await generate(page);
  await expect(replyCards(page)).toHaveCount(3);
  await atEveryWidth(page, async (width) => {
    failures.push(...(await phoneProblems(page, `/ with replies at ${width} px`)));
    await withMenuOpen(page, page.getByRole("combobox", { name: "Language" }), `/ with the Language menu open at ${width} px`, failures);
  });

  await page.goto("/feedback");
  await atEveryWidth(page, (width) =>
    withMenuOpen(page, page.getByRole("combobox", { name: "Feedback type" }), `/feedback with its type menu open at ${width} px`, failures),
  );
  await page.goto("/report");
  await atEveryWidth(page, (width) =>
    withMenuOpen(page, page.getByRole("combobox", { name: "Issue type" }), `/report with its type menu open at ${width} px`, failures),
  );
  expect(failures).toEqual([]);
});

test("a Premium user's tool fits every phone width: replies, Saved Replies, Pattern Interrupt, the Dating Coach tab and both sheets", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const failures: string[] = [];
  const checkAt = (label: string) =>
    atEveryWidth(page, async (width) => failures.push(...(await phoneProblems(page, `${label} at ${width} px`))));
  await signInAsPremium(page, "e2e-phone-tool");
  await acceptNotice(page);
  await generate(page);
  await checkAt("Premium: / with replies");

  await page.setViewportSize({ width: PHONE_WIDTHS[0], height: 740 });
  await replyCards(page).first().getByRole("button", { name: "Save reply" }).click();
  await expect(page.getByText("Reply Saved!")).toBeVisible();
  await page.getByRole("tab", { name: "Saved Replies" }).click();
  await expect(page.getByRole("list", { name: "Saved replies" }).getByRole("article")).toHaveCount(1);
  await checkAt("Premium: Saved Replies");

  await page.setViewportSize({ width: PHONE_WIDTHS[0], height: 740 });
  await page.getByRole("tab", { name: "Pattern Interrupt" }).click();
  const card = page.getByRole("region", { name: "Pattern Interrupt Engine" });
  await card.getByLabel("Paste Her Message").fill("Haha you're funny. Where are you from?");
  await card.getByRole("button", { name: "Analyze & Get Strategy" }).click();
  await expect(card.getByRole("heading", { name: "Expert Strategy" })).toBeVisible();
  await checkAt("Premium: a Pattern Interrupt result");

  await page.setViewportSize({ width: PHONE_WIDTHS[0], height: 740 });
  await page.getByRole("tab", { name: "Dating Coach" }).click();
  const tab = page.getByRole("tabpanel", { name: "Dating Coach" });
  // Sent with Enter: this test is about the layout, and a tap on the send button at the bottom right can
  // land as the round chat buttons slide back in over it while the page settles.
  await tab.getByPlaceholder("Ask Romeo about dating psychology...").fill("How do I start a conversation?");
  await tab.getByPlaceholder("Ask Romeo about dating psychology...").press("Enter");
  await expect(tab.locator('[data-from="romeo"]')).toHaveCount(1);
  await checkAt("Premium: the Dating Coach tab");

  await atEveryWidth(page, async (width) => {
    await revealLaunchers(page);
    await expectInsideViewport(page.getByRole("button", COACH_LAUNCHER), `the coach's button over the tool at ${width} px`);
    await expectInsideViewport(page.getByRole("button", SUPPORT_LAUNCHER), `the support chat's button over the tool at ${width} px`);
  });
  await page.getByRole("button", COACH_LAUNCHER).click();
  const coach = page.getByRole("dialog", COACH_SHEET);
  await expect(coach.locator('[data-from="romeo"]')).toHaveCount(1);
  await atEveryWidth(page, async (width) => {
    await expectFullScreenSheet(page, coach, `the coach's sheet over the tool at ${width} px`);
    failures.push(...(await phoneProblems(page, `Premium: the coach's sheet at ${width} px`)));
  });
  await coach.getByRole("button", { name: "Close Romeo Dating Coach" }).click();

  await revealLaunchers(page);
  await page.getByRole("button", SUPPORT_LAUNCHER).click();
  const support = page.getByRole("dialog", SUPPORT_SHEET);
  await atEveryWidth(page, async (width) => {
    await expectFullScreenSheet(page, support, `the support sheet over the tool at ${width} px`);
    failures.push(...(await phoneProblems(page, `Premium: the support sheet at ${width} px`)));
  });
  expect(failures).toEqual([]);
});
