import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { grantPremium, signIn, signInAsPremium } from "./auth";
import { uniqueEmail } from "./db";
import { COACH_LAUNCHER, COACH_SHEET, revealLaunchers, SUPPORT_LAUNCHER, SUPPORT_SHEET } from "./phone";
import { EVERY_PAGE as PAGES } from "./site-pages";
import { acceptNotice, generate } from "./tool";

// Accessibility: axe-core's WCAG 2.x A/AA rules on every page, and on the states a page
// only reaches after a click (the tool, the chat panels, the Premium tabs). 0 violations, or the
// test names each one with the elements it found.

async function expectNoViolations(page: Page, label: string) {
  // Colours are judged as rendered: let running transitions (a button fading back in once Romeo has
  // answered) finish first, or axe measures a half-faded frame.
  // Endless ones (a spinner, the typing dots) never finish and are not what is measured.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(" ")).join("\n    ")}`);
  expect(summary, `${label}:\n${summary.join("\n")}`).toEqual([]);
}

for (const path of PAGES) {
  test(`axe: ${path}`, async ({ page }) => {
    await page.goto(path);
    // Client parts (the header's sign-in state, the chat button) settle first.
    await expect(page.getByRole("button", { name: "Chat with Romeo, our support assistant" })).toBeVisible();
    await expectNoViolations(page, path);
  });
}

test("axe: the tool after the notice, the locked card, and the support chat open", async ({ page }) => {
  await acceptNotice(page);
  await expect(page.getByText("Premium Feature - Unlock Pattern Interrupt Engine with Premium")).toBeVisible();
  await expectNoViolations(page, "/ with the tool");
  await page.getByRole("button", { name: "Chat with Romeo, our support assistant" }).click();
  const panel = page.getByRole("dialog", { name: "Romeo AI: 24/7 Support Assistant" });
  await panel.getByPlaceholder("Ask Romeo anything...").fill("How do refunds work?");
  await panel.getByRole("button", { name: "Send message" }).click();
  await expect(panel.locator('[data-from="romeo"]')).toHaveCount(2);
  await expectNoViolations(page, "/ with the support chat");
});

test("axe: a Premium user's Pattern Interrupt result, Dating Coach tab and coach panel", async ({ page }) => {
  const email = uniqueEmail("e2e-a11y");
  grantPremium(email);
  await signIn(page, email);
  await acceptNotice(page);
  await page.getByRole("tab", { name: "Pattern Interrupt" }).click();
  const card = page.getByRole("region", { name: "Pattern Interrupt Engine" });
  await card.getByLabel("Paste Her Message").fill("Haha you're funny. Where are you from?");
  await card.getByRole("button", { name: "Analyze & Get Strategy" }).click();
  await expect(card.getByRole("heading", { name: "Expert Strategy" })).toBeVisible();
  await expectNoViolations(page, "Pattern Interrupt result");

  await page.getByRole("tab", { name: "Dating Coach" }).click();
  const tab = page.getByRole("tabpanel", { name: "Dating Coach" });
  await tab.getByPlaceholder("Ask Romeo about dating psychology...").fill("How do I start a conversation?");
  await tab.getByRole("button", { name: "Send message" }).click();
  await expect(tab.locator('[data-from="romeo"]')).toHaveCount(1);
  await expect(tab.getByRole("button", { name: "Clear history" })).toBeEnabled();
  await expectNoViolations(page, "Dating Coach tab");

  await page.getByRole("button", { name: "Speak to Romeo - Dating Master" }).click();
  await expect(page.getByRole("dialog", { name: "Romeo Dating Coach: The Online Dating Master" })).toBeVisible();
  await expectNoViolations(page, "coach panel");
});

// At a phone's width the page is not the desktop one made narrow: the header shows an icon for his
// account with the greeting for screen readers only, and the chats open as full-screen sheets.
const MAIN_PAGES = [
  "/",
  "/help",
  "/compare",
  "/how-it-works",
  "/about",
  "/subscribe",
  "/premium-checkout",
  "/sign-in",
  "/feedback",
  "/report",
];

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of MAIN_PAGES) {
    test(`axe at 390 px: ${path}, with the phone header, then with the support sheet open`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
      const launcher = page.getByRole("button", SUPPORT_LAUNCHER);
      await expect(launcher).toBeVisible();
      await expectNoViolations(page, `${path} at 390 px`);
      await launcher.click();
      await expect(page.getByRole("dialog", SUPPORT_SHEET)).toBeVisible();
      await expectNoViolations(page, `${path} at 390 px with the support sheet`);
    });
  }

  test("axe at 390 px: the tool with replies", async ({ page }) => {
    await acceptNotice(page);
    await generate(page);
    await expectNoViolations(page, "/ with replies at 390 px");
  });

  test("axe at 390 px: a Premium user's phone header, the tool, and the coach's sheet", async ({ page }) => {
    await signInAsPremium(page, "e2e-a11y-phone");
    await acceptNotice(page);
    // The phone header: the account as an icon (the greeting for screen readers), the plan badge, Sign Out.
    await expect(page.getByRole("banner").getByRole("link", { name: /^Welcome back!/ })).toBeVisible();
    expect((await page.getByRole("banner").getByText("Welcome back!").boundingBox())!.width).toBeLessThanOrEqual(1);
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign Out" })).toBeVisible();
    await expectNoViolations(page, "signed in as Premium at 390 px");
    // The notice scrolled him down to the tool, so the round buttons stepped aside: back up, as he would.
    await revealLaunchers(page);
    await page.getByRole("button", COACH_LAUNCHER).click();
    const coach = page.getByRole("dialog", COACH_SHEET);
    await coach.getByPlaceholder("Ask Romeo about dating psychology...").fill("How do I start a conversation?");
    await coach.getByRole("button", { name: "Send message" }).click();
    await expect(coach.locator('[data-from="romeo"]')).toHaveCount(1);
    await expect(coach.getByRole("button", { name: "Clear history" })).toBeEnabled();
    await expectNoViolations(page, "the coach's sheet at 390 px");
  });
});
