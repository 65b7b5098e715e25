import { expect, type Page } from "@playwright/test";
import { TONES, type ToneId } from "@/lib/plans";

// Steps through the reply generator on /, shared by the browser tests.

export const MESSAGE = "Haha okay, I just got back from Goa and I am already planning the next trip";

export async function acceptNotice(page: Page) {
  await page.goto("/");
  await page.getByLabel(/I confirm I am 18 or older/).check();
  await page.getByRole("button", { name: "I Agree & Continue" }).click();
  await expect(page.getByRole("heading", { name: "Generate Your Reply" })).toBeVisible();
}

export function toneTile(page: Page, tone: ToneId) {
  return page.getByRole("button", { name: new RegExp(`^${TONES[tone].label}\\b`) });
}

export const replyCards = (page: Page) => page.getByRole("list", { name: "Generated replies" }).getByRole("article");
export const replyText = (card: ReturnType<Page["locator"]>) => card.locator("p.whitespace-pre-wrap");

export async function generate(page: Page, message = MESSAGE, tone: ToneId = "funny") {
  await page.getByLabel("Paste The Message She Sent You").fill(message);
  await toneTile(page, tone).click();
  await page.getByRole("button", { name: "Generate Replies" }).click();
  await expect(page.getByText("Replies Generated!")).toBeVisible();
  // The e2e server runs the offline engine, which is not an AI model: the toast doesn't say it is.
  await expect(page.getByText("Your replies are ready.")).toBeVisible();
  await expect(replyCards(page)).toHaveCount(3);
  // Dismiss the toast, so the next one is the one a test looks for.
  await page.getByRole("button", { name: "Close toast" }).click();
  await expect(page.getByText("Replies Generated!")).toHaveCount(0);
}

export async function allReplyTexts(page: Page): Promise<string[]> {
  return (await replyCards(page).locator("p.whitespace-pre-wrap").allInnerTexts()).map((t) => t.trim());
}
