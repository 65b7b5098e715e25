import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { uniqueEmail } from "./db";
import { grantPremium, signIn } from "./auth";
import { acceptNotice } from "./tool";
import { EVERY_PAGE as PAGES } from "./site-pages";

// Accessibility: axe-core's WCAG 2.x A/AA rules on every page, and on the states a page
// only reaches after a click (the tool, the chat panels, the Premium tabs). 0 violations, or the
// test names each one with the elements it found.

async function expectNoViolations(page: Page, label: string) {
  // Colours are judged as rendered: let running transitions (a button fading back in once Romeo has
  // answered) finish first, or axe measures a half-faded frame.
  // Endless ones (a spinner, the typing dots) never finish and are not what is measured.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity));
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
