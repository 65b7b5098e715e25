import { expect, type Page, test } from "@playwright/test";
import { COACH_PREMIUM, PATTERN_INTERRUPT_PREMIUM } from "@/lib/messages";
import { TONES, type ToneId } from "@/lib/plans";
import { grantPremium, signIn } from "./auth";
import { uniqueEmail } from "./db";
import { acceptNotice, toneTile } from "./tool";

// Issue 6 in the browser, on the offline engine (the e2e server has no AI provider): the Pattern
// Interrupt Engine and Romeo Dating Coach for a granted Premium user, the support chat for anyone,
// and the locked card for everyone else.

const tabs = (page: Page) => page.getByRole("tablist", { name: "Holla tools" });
const COACH_INPUT = "Ask Romeo about dating psychology...";

async function premiumUser(page: Page, tag: string) {
  const email = uniqueEmail(tag);
  grantPremium(email);
  await signIn(page, email);
  await acceptNotice(page);
  await expect(tabs(page).getByRole("tab", { name: "Dating Coach" })).toBeVisible();
  return email;
}

test.describe("Premium", () => {
  test("analyses her message, applies the recommended tone and lands on the Replies tab", async ({ page }) => {
    await premiumUser(page, "e2e-pi");
    await expect(page.getByText("Premium Feature - Unlock Pattern Interrupt Engine with Premium")).toHaveCount(0);
    await tabs(page).getByRole("tab", { name: "Pattern Interrupt" }).click();

    const card = page.getByRole("region", { name: "Pattern Interrupt Engine" });
    const field = card.getByLabel("Paste Her Message");
    await expect(field).toHaveAttribute("rows", "3");
    await card.getByRole("button", { name: "Analyze & Get Strategy" }).click();
    await expect(page.getByText("Please enter her message to analyze")).toBeVisible();

    await field.fill("Ugh, long day at work. What are you up to?");
    await card.getByRole("button", { name: "Analyze & Get Strategy" }).click();
    for (const heading of ["What She's Really Saying", "Expert Strategy", "Pattern Interrupt Suggestion"]) {
      await expect(card.getByRole("heading", { name: heading })).toBeVisible();
    }
    await expect(card.getByText("Offline engine")).toBeVisible();
    await expect(card.locator("blockquote")).toHaveText(/^“.+”$/);
    const recommended = ((await card.getByText(/^Recommended tone:/).textContent()) ?? "").replace("Recommended tone:", "").trim();
    const tone = (Object.keys(TONES) as ToneId[]).find((id) => recommended.endsWith(TONES[id].label))!;
    expect(tone).toBeTruthy();

    await card.getByRole("button", { name: "Use This Tone" }).click();
    await expect(page.getByText("Tone Applied")).toBeVisible();
    await expect(page.getByText(`Switched to ${TONES[tone].label} tone for maximum impact`)).toBeVisible();
    await expect(tabs(page).getByRole("tab", { name: "Reply Generator" })).toHaveAttribute("aria-selected", "true");
    await expect(toneTile(page, tone)).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByLabel("Paste The Message She Sent You")).toHaveValue("Ugh, long day at work. What are you up to?");

    // The analysis is still there on a second look.
    await tabs(page).getByRole("tab", { name: "Pattern Interrupt" }).click();
    await expect(card.getByRole("heading", { name: "Expert Strategy" })).toBeVisible();
  });

  test("talks to Romeo in the tab and in the floating panel, one conversation kept across a reload", async ({ page }) => {
    await premiumUser(page, "e2e-coach");
    await tabs(page).getByRole("tab", { name: "Dating Coach" }).click();
    await expect(page.getByRole("heading", { name: "Chat With Romeo - The Online Dating Master" })).toBeVisible();
    const tab = page.getByRole("tabpanel", { name: "Dating Coach" });
    const log = tab.getByRole("log");

    const input = tab.getByPlaceholder(COACH_INPUT);
    const send = tab.getByRole("button", { name: "Send message" });
    await input.fill("   ");
    await expect(send).toBeDisabled();
    await input.fill("  How do I ask her out without it being awkward?  ");
    await send.click();
    await expect(input).toHaveValue("");
    await expect(log.getByText("How do I ask her out without it being awkward?", { exact: true })).toBeVisible();
    await expect(log.locator('[data-from="romeo"]')).toHaveCount(1);
    await expect(log.locator("time")).toHaveCount(2);

    // The heart button opens the same conversation.
    const heart = page.getByRole("button", { name: "Speak to Romeo - Dating Master" });
    const tooltip = page.getByRole("tooltip", { name: "Speak to Romeo - Dating Master" });
    // Invisible (opacity 0) until the pointer or focus is on the button.
    await expect(tooltip).toHaveCSS("opacity", "0");
    await heart.hover();
    await expect(tooltip).toHaveCSS("opacity", "1");
    await heart.click();
    const panel = page.getByRole("dialog", { name: "Romeo Dating Coach: The Online Dating Master" });
    await expect(panel.getByText("How do I ask her out without it being awkward?", { exact: true })).toBeVisible();
    await panel.getByPlaceholder(COACH_INPUT).fill("What if she doesn't reply for a day?");
    await panel.getByRole("button", { name: "Send message" }).click();
    await expect(panel.locator('[data-from="romeo"]')).toHaveCount(2);
    await expect(log.getByText("What if she doesn't reply for a day?", { exact: true })).toBeVisible();

    // After a reload, on another page: the kept history.
    await page.goto("/help");
    await page.getByRole("button", { name: "Speak to Romeo - Dating Master" }).click();
    const again = page.getByRole("dialog", { name: "Romeo Dating Coach: The Online Dating Master" });
    await expect(again.getByText("How do I ask her out without it being awkward?", { exact: true })).toBeVisible();
    await expect(again.getByText("What if she doesn't reply for a day?", { exact: true })).toBeVisible();
    await expect(again.locator('[data-from="romeo"]')).toHaveCount(2);

    await again.getByRole("button", { name: "Clear history" }).click();
    await expect(page.getByText("History Cleared")).toBeVisible();
    await expect(again.locator("[data-from]")).toHaveCount(0);
    await page.reload();
    await page.getByRole("button", { name: "Speak to Romeo - Dating Master" }).click();
    await expect(
      page.getByRole("dialog", { name: /Romeo Dating Coach/ }).getByText(/Ask Romeo anything about dating psychology/),
    ).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: /Romeo Dating Coach/ })).toHaveCount(0);
  });

  test("input and send are disabled while Romeo answers; a failure shows the spec's toast", async ({ page }) => {
    await premiumUser(page, "e2e-coach-wait");
    await tabs(page).getByRole("tab", { name: "Dating Coach" }).click();
    const tab = page.getByRole("tabpanel", { name: "Dating Coach" });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/romeo-dating-coach", async (route) => {
      await held;
      await route.fulfill({ status: 502, json: { error: "The AI service isn't answering right now.", code: "model_unavailable" } });
    });
    await tab.getByPlaceholder(COACH_INPUT).fill("Hello?");
    await tab.getByRole("button", { name: "Send message" }).click();
    await expect(tab.getByPlaceholder(COACH_INPUT)).toBeDisabled();
    await expect(tab.getByText("Romeo is typing…")).toBeAttached();
    release();
    await expect(page.getByText("Connection Error")).toBeVisible();
    await expect(page.getByText("The AI service isn't answering right now.")).toBeVisible();
    await expect(tab.getByPlaceholder(COACH_INPUT)).toBeEnabled();
    // His message is still on screen.
    await expect(tab.getByRole("log").getByText("Hello?", { exact: true })).toBeVisible();

    await page.unroute("**/api/romeo-dating-coach");
    await page.route("**/api/romeo-dating-coach", (route) =>
      route.fulfill({ status: 401, json: { error: COACH_PREMIUM.message, code: "premium_required" } }),
    );
    await tab.getByPlaceholder(COACH_INPUT).fill("Again?");
    await tab.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText(COACH_PREMIUM.message)).toBeVisible();
    await expect(page.getByText(COACH_PREMIUM.title, { exact: true })).toBeVisible();
  });
});

test.describe("Premium, continued", () => {
  test("the Features area's Premium-only section opens the Pattern Interrupt tab and Romeo's panel", async ({ page }) => {
    await premiumUser(page, "e2e-toolkit");
    const toolkit = page.getByRole("region", { name: "Your Premium Toolkit" });
    await toolkit.getByRole("button", { name: "Analyze a message" }).click();
    await expect(tabs(page).getByRole("tab", { name: "Pattern Interrupt" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("region", { name: "Pattern Interrupt Engine" }).getByLabel("Paste Her Message")).toBeVisible();
    await toolkit.getByRole("button", { name: "Talk to Romeo" }).click();
    await expect(page.getByRole("dialog", { name: "Romeo Dating Coach: The Online Dating Master" })).toBeVisible();
  });

  test("a 401 from the Pattern Interrupt Engine shows 'Premium Required'; another failure 'Analysis Failed'", async ({ page }) => {
    await premiumUser(page, "e2e-pi-errors");
    await tabs(page).getByRole("tab", { name: "Pattern Interrupt" }).click();
    const card = page.getByRole("region", { name: "Pattern Interrupt Engine" });
    await page.route("**/api/pattern-interrupt", (route) =>
      route.fulfill({ status: 401, json: { error: PATTERN_INTERRUPT_PREMIUM.message, code: "premium_required" } }),
    );
    await card.getByLabel("Paste Her Message").fill("hey stranger");
    await card.getByRole("button", { name: "Analyze & Get Strategy" }).click();
    await expect(page.getByText(PATTERN_INTERRUPT_PREMIUM.title, { exact: true })).toBeVisible();
    await expect(page.getByText(PATTERN_INTERRUPT_PREMIUM.message)).toBeVisible();
    await page.getByRole("button", { name: "Close toast" }).first().click();

    await page.unroute("**/api/pattern-interrupt");
    await page.route("**/api/pattern-interrupt", (route) =>
      route.fulfill({ status: 504, json: { error: "The AI took too long to answer.", code: "model_timeout" } }),
    );
    await card.getByRole("button", { name: "Analyze & Get Strategy" }).click();
    await expect(page.getByText("Analysis Failed")).toBeVisible();
    await expect(page.getByText("The AI took too long to answer.")).toBeVisible();
    await expect(card.getByLabel("Paste Her Message")).toHaveValue("hey stranger");
  });
});

test.describe("Basic and anonymous", () => {
  test("see the Pattern Interrupt card locked under the overlay, and no Premium tabs", async ({ page }) => {
    await acceptNotice(page);
    await expect(page.getByText("Premium Feature - Unlock Pattern Interrupt Engine with Premium")).toBeVisible();
    const card = page.getByRole("region", { name: "Pattern Interrupt Engine" });
    await expect(card.getByText("Premium", { exact: true })).toBeVisible();
    await expect(tabs(page).getByRole("tab")).toHaveCount(2);
    await expect(page.getByRole("button", { name: "Speak to Romeo - Dating Master" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Your Premium Toolkit" })).toHaveCount(0);

    await page.getByRole("button", { name: "Unlock with Premium" }).click();
    await expect(page.getByText(PATTERN_INTERRUPT_PREMIUM.buttonMessage)).toBeVisible();
    await expect(page).toHaveURL("/subscribe");
  });
});

test.describe("the support chat", () => {
  test("an anonymous visitor on a content page asks how to cancel Premium and gets the help content's answer", async ({ page }) => {
    await page.goto("/help");
    const open = page.getByRole("button", { name: "Chat with Romeo, our support assistant" });
    await open.click();
    const panel = page.getByRole("dialog", { name: "Romeo AI: 24/7 Support Assistant" });
    await expect(panel.getByText(/^Hi, I'm Romeo, Holla's support assistant/)).toBeVisible();

    const input = panel.getByPlaceholder("Ask Romeo anything...");
    await expect(input).toBeFocused();
    await expect(panel.getByRole("button", { name: "Send message" })).toBeDisabled();
    await input.fill("How do I cancel Premium?");
    await input.press("Enter");
    await expect(input).toHaveValue("");
    await expect(panel.getByText("How do I cancel Premium?", { exact: true })).toBeVisible();
    const answer = panel.locator('[data-from="romeo"]').nth(1);
    await expect(answer).toContainText("end of the billing period");
    await answer.getByRole("link", { name: "Help Center › Frequently Asked Questions" }).click();
    await expect(page).toHaveURL("/help#faq");

    // Closed and reopened, on the next page, the conversation is still there.
    await page.getByRole("button", { name: "Close Romeo AI" }).click();
    await expect(panel).toHaveCount(0);
    await open.click();
    await expect(panel.getByText("How do I cancel Premium?", { exact: true })).toBeVisible();
  });

  test("a failed answer shows 'Chat Error' with the server's message", async ({ page }) => {
    await page.goto("/privacy");
    await page.route("**/api/romeo-chat", (route) =>
      route.fulfill({ status: 429, json: { error: "You're sending messages faster than Romeo can answer.", code: "rate_limited" } }),
    );
    await page.getByRole("button", { name: "Chat with Romeo, our support assistant" }).click();
    const panel = page.getByRole("dialog", { name: "Romeo AI: 24/7 Support Assistant" });
    await panel.getByPlaceholder("Ask Romeo anything...").fill("Do you sell my data?");
    await panel.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Chat Error")).toBeVisible();
    await expect(page.getByText("You're sending messages faster than Romeo can answer.")).toBeVisible();
  });
});
