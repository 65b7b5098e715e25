import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { ABOUT_KEY } from "@/lib/account/about-rules";
import { signIn } from "./auth";
import { uniqueEmail } from "./db";
import { expectTouchTarget, phoneProblems } from "./phone";
import { acceptNotice, allReplyTexts, generate } from "./tool";

// About you (issue 19): his facts answer her questions about him, kept in this browser for a visitor
// and in the account once signed in, editable on /account; the form fits a phone.

async function openAbout(page: Page) {
  await page.getByText("About you (optional)").click();
  await expect(page.getByLabel("First name")).toBeVisible();
}

test("a visitor fills About you, asks a question about him, and the replies use his facts", async ({ page }) => {
  await acceptNotice(page);
  await openAbout(page);
  await page.getByLabel("First name").fill("Arjun");
  await page.getByLabel("What you do").fill("product designer at a fintech startup");
  await page.getByLabel("Where you live").fill("Bandra, Mumbai");
  await page.getByLabel("Messages you actually sent").fill("haha ya\nlol same 😂\nkal pakka");
  await page.getByRole("button", { name: "Save About you" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved. Your next replies use it." })).toBeVisible();
  // Kept in this browser, not sent anywhere until he generates.
  const stored = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), ABOUT_KEY)) ?? "{}");
  expect(stored.facts).toMatchObject({ name: "Arjun", work: "product designer at a fintech startup" });

  const sent = page.waitForRequest((r) => r.url().endsWith("/api/generate") && r.method() === "POST");
  await generate(page, "so what do you do?", "confident");
  expect((await sent).postDataJSON().about.facts.work).toBe("product designer at a fintech startup");
  const replies = await allReplyTexts(page);
  expect(replies.filter((r) => /product designer/i.test(r)).length).toBeGreaterThanOrEqual(2);
  expect(replies.join(" ")).not.toContain("[[");

  // A reload keeps it (this browser), and "where are you from?" takes another fact.
  await page.reload();
  await openAbout(page);
  await expect(page.getByLabel("Where you live")).toHaveValue("Bandra, Mumbai");
  await generate(page, "where are you from?", "confident");
  expect((await allReplyTexts(page)).filter((r) => /bandra/i.test(r)).length).toBeGreaterThanOrEqual(2);
});

test("too much is said at the field, and nothing is saved", async ({ page }) => {
  await acceptNotice(page);
  await openAbout(page);
  await page.getByLabel("Messages you actually sent").fill(Array.from({ length: 11 }, (_, i) => `message ${i}`).join("\n"));
  await page.getByRole("button", { name: "Save About you" }).click();
  const samples = page.getByLabel("Messages you actually sent");
  await expect(samples).toHaveAttribute("aria-invalid", "true");
  await expect(samples).toBeFocused();
  await expect(page.getByText("At most 10 messages: you have 11.")).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), ABOUT_KEY)).toBeNull();
});

test("signed in: he edits his facts on /account and they survive a reload; the browser's copy is offered, not moved", async ({ page }) => {
  // Filled in before signing in: kept in this browser.
  await acceptNotice(page);
  await openAbout(page);
  await page.getByLabel("First name").fill("Kabir");
  await page.getByRole("button", { name: "Save About you" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();

  await signIn(page, uniqueEmail("e2e-about"), "/account");
  await page.goto("/account");
  const card = page.getByRole("main");
  await expect(card.getByText("You filled in About you in this browser before signing in.")).toBeVisible();
  // Nothing moved on its own: the account's form is empty.
  await expect(card.getByLabel("First name")).toHaveValue("");
  await card.getByRole("button", { name: "Keep it here" }).click();
  await expect(card.getByText("You filled in About you in this browser before signing in.")).toHaveCount(0);

  await card.getByLabel("First name").fill("Arjun");
  await card.getByLabel("What you're looking for").fill("something real, slow and fun");
  await card.getByRole("button", { name: "Save About you" }).click();
  await expect(card.getByRole("status").filter({ hasText: "Saved. Your next replies use it." })).toBeVisible();
  await expect(card.getByText("Kept in your account. Free on every plan.")).toBeVisible();

  await page.reload();
  await expect(card.getByLabel("First name")).toHaveValue("Arjun");
  await expect(card.getByLabel("What you're looking for")).toHaveValue("something real, slow and fun");
  // This browser's copy stayed where it was.
  expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), ABOUT_KEY)) ?? "{}").facts).toEqual({ name: "Kabir" });
});

test("at a 390 px phone width the About you form fits, with thumb-sized buttons", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await acceptNotice(page);
  await openAbout(page);
  await page.getByLabel("What you like").fill("weekend treks, filter coffee and old Bollywood songs, and a very long list of other things");
  expect(await phoneProblems(page, "the generator with About you open at 390 px")).toEqual([]);
  for (const f of [
    "First name",
    "What you do",
    "Where you live",
    "What you like",
    "What you're looking for",
    "Messages you actually sent",
  ]) {
    const box = (await page.getByLabel(f).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, f).toBeLessThanOrEqual(390);
  }
  await expectTouchTarget(page.getByRole("button", { name: "Save About you" }), "Save About you");
  await expectTouchTarget(page.getByRole("button", { name: "Clear" }), "Clear");
  // An error at the field, read with its field, and no WCAG A/AA violation with the section open.
  await page.getByLabel("Messages you actually sent").fill("x".repeat(301));
  await page.getByRole("button", { name: "Save About you" }).click();
  await expect(page.getByLabel("Messages you actually sent")).toHaveAccessibleDescription(/Each message can be at most 300 characters/);
  expect(await phoneProblems(page, "About you with an error at 390 px")).toEqual([]);
  const { violations } = await new AxeBuilder({ page })
    .include('[data-testid="about-you"]')
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});
