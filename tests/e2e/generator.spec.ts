import { type BrowserContext, expect, test } from "@playwright/test";
import { PLANS, TONES } from "@/lib/plans";
import { query } from "./db";
import { acceptNotice, allReplyTexts, generate, MESSAGE, replyCards, replyText, toneTile } from "./tool";

// The reply generator on / (docs/product.md). Every test has a fresh browser context: a new
// anonymous visitor with the day's free generations untouched, an empty localStorage, and the notice
// not yet accepted. The e2e server has no AI provider configured, so the offline engine answers.

const FREE = PLANS.basic.dailyGenerations!;

async function visitorSubject(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === "holla_vid");
  expect(cookie, "the server sets the anonymous visitor cookie").toBeTruthy();
  return `v:${cookie!.value.split(".")[0]}`;
}

test.describe("the Important Notice", () => {
  test("hides the tool until an adult agrees, and is remembered after a reload", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Important Notice" })).toBeVisible();
    await expect(page.getByLabel("Paste The Message She Sent You")).toHaveCount(0);
    const agree = page.getByRole("button", { name: "I Agree & Continue" });
    await expect(agree).toBeDisabled();
    await page.getByLabel(/I confirm I am 18 or older/).check();
    await agree.click();
    await expect(page.getByRole("heading", { name: "Generate Your Reply" })).toBeVisible();
    await expect(page.getByLabel("Paste The Message She Sent You")).toBeFocused();
    await expect(page.getByRole("tab", { name: "Reply Generator" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: "Saved Replies" })).toBeVisible();

    await page.reload();
    await expect(page.getByRole("heading", { name: "Generate Your Reply" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Important Notice" })).toHaveCount(0);
  });
});

test.describe("generating replies", () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  });

  test("three replies with their Match score and the offline label; copy, save, saved tab, delete", async ({ page }) => {
    await acceptNotice(page);
    const usage = page.getByText(/free replies left today/);
    await expect(usage).toHaveText(`${FREE} of ${FREE} free replies left today`);
    const offline = page.getByTitle(/No AI provider is configured/);
    await expect(offline).toBeVisible();
    await expect(offline).toContainText("Offline engine");

    await generate(page);
    await expect(usage).toHaveText(`${FREE - 1} of ${FREE} free replies left today`);
    const cards = replyCards(page);
    for (const card of await cards.all()) {
      await expect(card.getByRole("heading", { level: 4 })).toContainText(TONES.funny.label);
      // The built-in engine's number is its own checks' match, not an AI's confidence (docs/reading.md).
      await expect(card.getByText(/^Match: \d{1,3}%/)).toBeVisible();
      await expect(card.getByText(/^Match/)).toHaveAttribute("title", /built-in engine's checks/);
      await expect(card.getByText(/AI Confidence/)).toHaveCount(0);
      expect(((await replyText(card).textContent()) ?? "").trim().length).toBeGreaterThan(0);
    }

    const first = cards.first();
    // The reply as a string, as Copy puts it on the clipboard: the paragraph holds only its text.
    const text = ((await replyText(first).textContent()) ?? "").trim();
    await first.getByRole("button", { name: "Copy" }).click();
    await expect(first.getByRole("button", { name: "Copied!" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
    await expect(first.getByRole("button", { name: "Copy" })).toBeVisible({ timeout: 5000 });

    await first.getByRole("button", { name: "Save reply" }).click();
    await expect(page.getByText("Reply Saved!")).toBeVisible();
    await expect(page.getByText("Added to your saved replies collection")).toBeVisible();
    await expect(first.getByRole("button", { name: /^Saved/ })).toHaveAttribute("aria-pressed", "true");

    await page.getByRole("tab", { name: "Saved Replies" }).click();
    const saved = page.getByRole("list", { name: "Saved replies" }).getByRole("article");
    await expect(saved).toHaveCount(1);
    await expect(saved.first()).toContainText(text);
    await expect(saved.first()).toContainText(TONES.funny.label);
    await expect(page.getByText(`1 of ${PLANS.basic.savedReplies} saved`)).toBeVisible();

    await saved.first().getByRole("button", { name: "Delete saved reply" }).click();
    await expect(page.getByText("Reply Deleted")).toBeVisible();
    await expect(page.getByText("Removed from your saved replies")).toBeVisible();
    await expect(page.getByText("No Saved Replies Yet")).toBeVisible();

    // Back on the generator, the form and the replies are as they were.
    await page.getByRole("tab", { name: "Reply Generator" }).click();
    await expect(page.getByLabel("Paste The Message She Sent You")).toHaveValue(MESSAGE);
    await expect(cards).toHaveCount(3);
    await expect(first.getByRole("button", { name: "Save reply" })).toHaveAttribute("aria-pressed", "false");
  });

  test("Edit changes the text that is copied and saved", async ({ page }) => {
    await acceptNotice(page);
    await generate(page);
    const card = replyCards(page).nth(1);
    await card.getByRole("button", { name: "Edit" }).click();
    const editor = card.getByRole("textbox", { name: "Edit reply 2" });
    await expect(editor).toBeFocused();
    await editor.fill("Honestly? Hunting for the best dosa in town. Want to help me judge?");
    await card.getByRole("button", { name: "Done" }).click();
    await expect(card.getByText("Edited")).toBeVisible();
    await card.getByRole("button", { name: "Copy" }).click();
    await expect(card.getByRole("button", { name: "Copied!" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      "Honestly? Hunting for the best dosa in town. Want to help me judge?",
    );

    await card.getByRole("button", { name: "Save reply" }).click();
    await page.getByRole("tab", { name: "Saved Replies" }).click();
    await expect(page.getByRole("list", { name: "Saved replies" })).toContainText("Hunting for the best dosa in town");
  });

  test("👍 marks the reply, locks the rating and stores it without any text", async ({ page, context }) => {
    await acceptNotice(page);
    await generate(page, MESSAGE, "flirty");
    const card = replyCards(page).first();
    const up = card.getByRole("button", { name: "Good reply" });
    const down = card.getByRole("button", { name: "Poor reply" });
    const stored = page.waitForResponse((r) => r.url().endsWith("/api/ratings") && r.request().method() === "POST");
    await up.click();
    expect((await stored).status()).toBe(200);
    await expect(up).toHaveAttribute("aria-pressed", "true");
    await expect(down).toBeDisabled();
    await expect(card.getByText("Thanks!")).toBeVisible();

    const subject = await visitorSubject(context);
    const rows = await query<{ tone: string; language: string; engine: string; rating: number }>(
      "select tone, language, engine, rating from reply_rating where subject = $1",
      [subject],
    );
    expect(rows).toEqual([{ tone: "flirty", language: "en", engine: "offline", rating: 1 }]);
    // The other cards are still unrated.
    await expect(replyCards(page).nth(1).getByRole("button", { name: "Good reply" })).toHaveAttribute("aria-pressed", "false");
  });

  test("Regenerate asks again with the same message, tone, language and thread, and shows a whole new set", async ({ page }) => {
    await acceptNotice(page);
    await page.locator("summary", { hasText: "Earlier in the conversation" }).click();
    await page.getByLabel("Earlier in the conversation", { exact: true }).fill("Her: Hey! How was your week?\nMe: Busy but good. Yours?");
    const bodies: unknown[] = [];
    page.on("request", (r) => r.url().endsWith("/api/generate") && bodies.push(r.postDataJSON()));
    await generate(page, MESSAGE, "confident");
    const firstSet = await allReplyTexts(page);

    // A mark on the old set shows the new one really replaced it.
    const card = replyCards(page).first();
    await card.getByRole("button", { name: "Good reply" }).click();
    await expect(card.getByRole("button", { name: "Good reply" })).toHaveAttribute("aria-pressed", "true");

    await page.getByRole("button", { name: "Regenerate" }).click();
    await expect(page.getByText("Replies Generated!")).toBeVisible();
    await expect(replyCards(page)).toHaveCount(3);
    await expect(replyCards(page).first().getByRole("button", { name: "Good reply" })).toHaveAttribute("aria-pressed", "false");
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual({ ...(bodies[0] as object), variation: 1 });
    expect(bodies[0]).toEqual({
      message: MESSAGE,
      tone: "confident",
      language: "en",
      thread: "Her: Hey! How was your week?\nMe: Busy but good. Yours?",
    });
    const secondSet = await allReplyTexts(page);
    expect(secondSet).toHaveLength(3);
    expect(firstSet).toHaveLength(3);
    expect(secondSet.filter((reply) => firstSet.includes(reply))).toEqual([]);
    await expect(page.getByText(/free replies left today/)).toHaveText(`${FREE - 2} of ${FREE} free replies left today`);
  });

  test("Hindi gives Hinglish in Latin script, and the choice is remembered", async ({ page }) => {
    await acceptNotice(page);
    await page.getByLabel("Language").click();
    await page.getByRole("option", { name: "Hindi (Latin script)" }).click();
    await expect(page.getByLabel("Language")).toHaveText("Hindi (Latin script)");
    await generate(page, "Hii! Tum weekend pe kya karte ho?", "flirty");
    for (const text of await allReplyTexts(page)) {
      expect(text).not.toMatch(/[\u0900-\u097F]/);
      expect(text).toMatch(/[A-Za-z]/);
    }
    await page.reload();
    await expect(page.getByLabel("Language")).toHaveText("Hindi (Latin script)");
  });

  test("the usage line counts down, and a generation the server refuses (spent in another tab) shows the daily-limit toast", async ({
    page,
    context,
  }) => {
    await acceptNotice(page);
    const usage = page.getByText(/free replies left today/);
    await expect(usage).toHaveText(`${FREE} of ${FREE} free replies left today`);
    for (let i = 1; i < FREE; i++) {
      await generate(page, `${MESSAGE} (${i})`);
      await expect(usage).toHaveText(`${FREE - i} of ${FREE} free replies left today`);
    }
    // Another tab of the same visitor spends the last one; this tab still shows one left.
    const other = await context.newPage();
    await other.goto("/");
    await generate(other, `${MESSAGE} (${FREE})`);
    await other.close();
    await page.getByLabel("Paste The Message She Sent You").fill(`${MESSAGE} (late)`);
    const shown = await allReplyTexts(page);
    const refused = page.waitForResponse((r) => r.url().endsWith("/api/generate"));
    await page.getByRole("button", { name: "Generate Replies" }).click();
    expect((await refused).status()).toBe(429);
    await expect(page.getByText("Daily Limit Reached! Upgrade to Premium Now To Get Unlimited Replies!")).toBeVisible();
    // Nothing typed is lost, and the last replies stay.
    await expect(page.getByLabel("Paste The Message She Sent You")).toHaveValue(`${MESSAGE} (late)`);
    expect(await allReplyTexts(page)).toEqual(shown);
    await expect(usage).toHaveText(`0 of ${FREE} free replies left today`);
    await expect(page.getByRole("link", { name: /Get unlimited replies with Premium/ })).toHaveAttribute("href", "/subscribe");
  });
});

test.describe("form rules", () => {
  test("a blank message shows Message Required and sends nothing", async ({ page }) => {
    await acceptNotice(page);
    let sent = false;
    page.on("request", (r) => {
      if (r.url().endsWith("/api/generate")) sent = true;
    });
    await page.getByLabel("Paste The Message She Sent You").fill("   \n  ");
    await page.getByRole("button", { name: "Generate Replies" }).click();
    await expect(page.getByText("Message Required")).toBeVisible();
    // In the spec's toast, and under the field it is about.
    await expect(page.getByText("Please paste the message she sent you first!")).toHaveCount(2);
    await expect(page.getByLabel("Paste The Message She Sent You")).toBeFocused();
    expect(sent).toBe(false);
  });

  test("the Creative tile is locked on Basic: the premium toast, then /subscribe", async ({ page }) => {
    await acceptNotice(page);
    const creative = toneTile(page, "creative");
    await expect(creative).toContainText(PLANS.premium.name);
    await creative.click();
    await expect(page.getByText("Premium Feature", { exact: true })).toBeVisible();
    await expect(page.getByText("Creative tone requires Premium subscription.")).toBeVisible();
    await expect(page).toHaveURL("/subscribe");
  });

  test("the tone tiles show TONES, confident by default, one at a time", async ({ page }) => {
    await acceptNotice(page);
    await expect(toneTile(page, "confident")).toHaveAttribute("aria-pressed", "true");
    for (const id of ["confident", "funny", "flirty"] as const) {
      await expect(toneTile(page, id)).toContainText(TONES[id].description);
      await expect(toneTile(page, id)).toContainText(TONES[id].emoji);
    }
    await toneTile(page, "flirty").click();
    await expect(toneTile(page, "flirty")).toHaveAttribute("aria-pressed", "true");
    await expect(toneTile(page, "confident")).toHaveAttribute("aria-pressed", "false");
  });

  test("the message is capped at 1000 characters with a counter", async ({ page }) => {
    await acceptNotice(page);
    const field = page.getByLabel("Paste The Message She Sent You");
    await expect(field).toHaveAttribute("maxlength", "1000");
    await field.fill("hey there");
    await expect(page.getByText("9/1000")).toBeVisible();
  });

  test("'Generating...' while the request is in flight", async ({ page }) => {
    await acceptNotice(page);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/generate", async (route) => {
      await released;
      await route.continue();
    });
    await page.getByLabel("Paste The Message She Sent You").fill(MESSAGE);
    await page.getByRole("button", { name: "Generate Replies" }).click();
    await expect(page.getByRole("button", { name: "Generating..." })).toBeDisabled();
    release();
    await expect(page.getByText("Replies Generated!")).toBeVisible();
    await expect(page.getByRole("button", { name: "Generate Replies" })).toBeEnabled();
  });

  test("a server failure shows Generation Failed with its message and keeps the form", async ({ page }) => {
    await acceptNotice(page);
    await page.route("**/api/generate", (route) =>
      route.fulfill({ status: 502, json: { error: "The AI service isn't answering right now.", code: "model_unavailable" } }),
    );
    await page.getByLabel("Paste The Message She Sent You").fill(MESSAGE);
    await page.getByRole("button", { name: "Generate Replies" }).click();
    await expect(page.getByText("Generation Failed")).toBeVisible();
    await expect(page.getByText("The AI service isn't answering right now.")).toBeVisible();
    await expect(page.getByLabel("Paste The Message She Sent You")).toHaveValue(MESSAGE);
  });
});

test.describe("what the server says about the plan", () => {
  test("Premium (as /api/usage reports it) shows Unlimited replies and unlocks Creative", async ({ page }) => {
    await page.route("**/api/usage", (route) =>
      route.fulfill({ json: { plan: "premium", limit: null, used: 3, remaining: null, engine: "openai" } }),
    );
    await acceptNotice(page);
    await expect(page.getByRole("tabpanel", { name: "Reply Generator" }).getByText("Unlimited replies")).toBeVisible();
    await expect(page.getByTitle(/No AI provider is configured/)).toHaveCount(0);
    await toneTile(page, "creative").click();
    await expect(toneTile(page, "creative")).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL("/");
  });

  test("nothing in the browser grants Premium: a localStorage flag changes nothing", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("userPremiumStatus", "premium"));
    await acceptNotice(page);
    await expect(page.getByText(`${FREE} of ${FREE} free replies left today`)).toBeVisible();
    await toneTile(page, "creative").click();
    await expect(page).toHaveURL("/subscribe");
  });
});

test.describe("saved replies", () => {
  test("Basic keeps 10, nudges from 8, and says so when full", async ({ page }) => {
    const limit = PLANS.basic.savedReplies!;
    await page.addInitScript((n) => {
      if (localStorage.getItem("holla.savedReplies")) return;
      const list = Array.from({ length: n }, (_, i) => ({
        text: `Saved line ${i + 1}`,
        tone: "funny",
        language: "en",
        timestamp: 1_700_000_000_000 + i,
      }));
      list.push({ text: "A creative one", tone: "creative", language: "en", timestamp: 1_700_000_100_000 });
      localStorage.setItem("holla.savedReplies", JSON.stringify(list));
    }, limit - 1);
    await acceptNotice(page);
    await page.getByRole("tab", { name: "Saved Replies" }).click();
    await expect(page.getByText(`${limit} of ${limit} saved`)).toBeVisible();
    // The Creative entry is hidden on Basic.
    await expect(page.getByRole("list", { name: "Saved replies" }).getByRole("article")).toHaveCount(limit - 1);
    await expect(page.getByText("A creative one")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Upgrade to Premium" })).toHaveAttribute("href", "/subscribe");

    await page.getByRole("tab", { name: "Reply Generator" }).click();
    await generate(page);
    await replyCards(page).first().getByRole("button", { name: "Save reply" }).click();
    await expect(page.getByText("Save Limit Reached")).toBeVisible();
    await expect(page.getByText(`Free plan allows only ${limit} saved replies. Upgrade to Premium for unlimited saves!`)).toBeVisible();
  });
});

test.describe("pricing on the home page", () => {
  test("the Premium Plus button shows Coming Soon! and stays on the page", async ({ page }) => {
    await page.goto("/#pricing");
    const card = page
      .locator("#pricing")
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: PLANS.premium_plus.name }) });
    await card.getByRole("button", { name: /Coming Soon/ }).click();
    await expect(page.getByText("Coming Soon!")).toBeVisible();
    await expect(page).toHaveURL(/\/#pricing$/);
  });

  test("the home page is hero, generator, features, pricing, in that order", async ({ page }) => {
    await page.goto("/");
    const ids = await page.locator("main > section[id]").evaluateAll((sections) => sections.map((s) => s.id));
    expect(ids).toEqual(["generator", "features", "pricing"]);
    await expect(page.locator("#features").getByRole("heading", { name: "Vibe Check" })).toBeVisible();
    await expect(page.locator("#features").getByText("Success Analytics Dashboard")).toBeVisible();
  });
});
