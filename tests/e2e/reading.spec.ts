import { expect, test } from "@playwright/test";
import { uniqueEmail } from "./db";
import { grantPremium, signIn } from "./auth";
import { acceptNotice, allReplyTexts, generate, replyCards } from "./tool";
import { FILL_BLANK_HINT, KEPT_GENTLE_TEXT, KEPT_GENTLE_TITLE, VIBE_CHECK_UNLOCK } from "@/lib/generator/reading-text";

// What the reading of her message shows in the browser (docs/reading.md), on the offline engine the
// e2e server runs: the rails with their "kept gentle" note, Vibe Check for Premium and its locked
// teaser for everyone else, and the blank he fills in before he can copy.

test.describe("the rails", () => {
  test("after her no, every reply accepts it, and the page says the tone was overridden", async ({ page }) => {
    await acceptNotice(page);
    await generate(page, "Please stop messaging me. Not interested.", "confident");
    const note = page.getByTestId("kept-note");
    await expect(note).toContainText(KEPT_GENTLE_TITLE);
    await expect(note).toContainText(KEPT_GENTLE_TEXT.boundary);
    for (const reply of await allReplyTexts(page)) {
      expect(reply).not.toContain("?");
      expect(reply).not.toMatch(/coffee|meet|date|drink/i);
    }
  });

  test("after bad news, care comes first even in the Funny tone", async ({ page }) => {
    await acceptNotice(page);
    await generate(page, "my dad passed away last month and it has been rough", "funny");
    await expect(page.getByTestId("kept-note")).toContainText(KEPT_GENTLE_TEXT.care);
    const replies = await allReplyTexts(page);
    expect(replies.some((r) => /sorry/i.test(r))).toBe(true);
    for (const reply of replies) expect(reply).not.toMatch(/haha|lol|😂|😜/i);
  });

  test("her plan is taken on her day, and an ordinary message gets no note", async ({ page }) => {
    await acceptNotice(page);
    await generate(page, "I'm free on Thursday evening", "confident");
    await expect(page.getByTestId("kept-note")).toHaveCount(0);
    const replies = await allReplyTexts(page);
    expect(replies.some((r) => /thursday/i.test(r))).toBe(true);
    for (const reply of replies) expect(reply).not.toMatch(/monday|tuesday|wednesday|friday|saturday|sunday/i);
  });
});

test.describe("Vibe Check", () => {
  test("is a locked teaser for a visitor without Premium", async ({ page }) => {
    await acceptNotice(page);
    await generate(page, "haha you look like trouble 😜", "funny");
    const teaser = page.getByTestId("vibe-check-locked");
    await expect(teaser).toBeVisible();
    await expect(page.getByTestId("vibe-check")).toHaveCount(0);
    await expect(teaser.getByRole("link", { name: VIBE_CHECK_UNLOCK })).toHaveAttribute("href", "/subscribe");
  });

  test("shows her mood with every generation for Premium", async ({ page }) => {
    const email = uniqueEmail("e2e-vibe");
    grantPremium(email);
    await signIn(page, email);
    await acceptNotice(page);
    await generate(page, "haha you look like trouble 😜", "funny");
    await expect(page.getByTestId("vibe-check")).toContainText("Vibe Check: Playful: match her energy");
    await expect(page.getByTestId("vibe-check-locked")).toHaveCount(0);
  });
});

test.describe("a blank he fills in", () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  });

  test("blocks Copy until it is filled, then copies what he typed", async ({ page }) => {
    await acceptNotice(page);
    await generate(page, "what do you do for work?", "confident");
    const card = replyCards(page).filter({ has: page.getByRole("textbox", { name: /^Fill in:/ }) }).first();
    const copy = card.getByRole("button", { name: "Copy" });
    await expect(copy).toBeDisabled();
    await expect(card.getByText(FILL_BLANK_HINT)).toBeVisible();
    await card.getByRole("textbox", { name: /^Fill in:/ }).first().fill("product designer");
    for (const field of await card.getByRole("textbox", { name: /^Fill in:/ }).all()) if (!(await field.inputValue())) await field.fill("product designer");
    await expect(copy).toBeEnabled();
    await expect(card.getByText(FILL_BLANK_HINT)).toHaveCount(0);
    await copy.click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("product designer");
  });
});
