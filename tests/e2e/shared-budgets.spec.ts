import type { ChildProcess } from "node:child_process";
import { expect, type Page, test } from "@playwright/test";
import { AI_BUSY } from "@/lib/messages";
import type { startFakeOpenAI } from "../../scripts/lib/fake-openai-server.mjs";
import { ownDatabase } from "./db";
import { extraPort, startApp, waitForHealth } from "./spawn-app";
import { replyCards } from "./tool";

// Budgets everyone shares, spent (security issue 32, finding 2): an app with a model (an OpenAI-compatible
// fake) whose budgets for all anonymous visitors are one generation a day and one support message an
// hour, on a database of its own. Past them nobody is refused for what others did: the offline engine
// answers, and the page says why.

const PORT = extraPort(60);
const APP = `http://127.0.0.1:${PORT}`;
const SUPPORT_ANSWER = "Premium is $9.99 a month, and you can cancel any time.";
let app: ChildProcess | undefined;
let fake: Awaited<ReturnType<typeof startFakeOpenAI>> | undefined;
let database: Awaited<ReturnType<typeof ownDatabase>> | undefined;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const { startFakeOpenAI } = await import("../../scripts/lib/fake-openai-server.mjs");
  // Replies for a generation (its prompt quotes her message), the support answer for anything else.
  fake = await startFakeOpenAI({
    answer: (prompt: string) =>
      prompt.includes("<<<MESSAGE")
        ? JSON.stringify({
            replies: [
              { reply: "Goa again already? Take me with you next time.", confidence: 88 },
              { reply: "Planning the next trip before unpacking is elite behaviour.", confidence: 81 },
              { reply: "Okay, where to next? I need to know.", confidence: 74 },
            ],
            mood: "playful",
          })
        : SUPPORT_ANSWER,
  });
  database = await ownDatabase();
  app = startApp(PORT, {
    DATABASE_URL: database.url,
    OPENAI_BASE_URL: fake.url,
    AI_MODEL: "budget-e2e",
    ANON_DAILY_GENERATIONS_GLOBAL: "1",
    SUPPORT_MESSAGES_GLOBAL_PER_HOUR: "1",
  });
  await waitForHealth(APP);
});

test.afterAll(async () => {
  // The app holds connections to its database: dropped once the app has exited.
  const exited = app && app.exitCode === null ? new Promise((resolve) => app!.once("exit", resolve)) : Promise.resolve();
  app?.kill("SIGTERM");
  await exited;
  await fake?.close();
  await database?.drop().catch(() => {});
});

async function generateOn(page: Page) {
  await page.goto(APP);
  await page.getByLabel(/I confirm I am 18 or older/).check();
  await page.getByRole("button", { name: "I Agree & Continue" }).click();
  await page.getByLabel("Paste The Message She Sent You").fill("I just got back from Goa and I am already planning the next trip");
  await page.getByRole("button", { name: "Generate Replies" }).click();
  await expect(replyCards(page)).toHaveCount(3);
}

test("past the budget for all anonymous visitors, the next visitor still gets replies, from the offline engine, labelled so", async ({
  browser,
}) => {
  const first = await browser.newPage();
  await generateOn(first);
  await expect(replyCards(first).first()).toContainText("Goa again already?");
  await expect(first.getByText("Offline engine")).toHaveCount(0);

  const next = await browser.newPage();
  await generateOn(next);
  await expect(next.getByText("Goa again already?")).toHaveCount(0);
  const badge = next.getByTitle(AI_BUSY);
  await expect(badge).toBeVisible();
  await expect(badge).toContainText("Offline engine: AI busy");
  await expect(next.getByText("1 of 2 free replies left today")).toBeVisible();
  expect(fake!.requests.filter((r) => JSON.stringify(r).includes("<<<MESSAGE"))).toHaveLength(1);
});

test("past the support chat's budget, Romeo still answers, from the offline engine, labelled so", async ({ browser }) => {
  const ask = async (page: Page, question: string) => {
    await page.goto(`${APP}/help`);
    await page.getByRole("button", { name: "Chat with Romeo, our support assistant" }).click();
    const panel = page.getByRole("dialog", { name: "Romeo AI: 24/7 Support Assistant" });
    await panel.getByPlaceholder("Ask Romeo anything...").fill(question);
    await panel.getByPlaceholder("Ask Romeo anything...").press("Enter");
    return panel;
  };
  const first = await ask(await browser.newPage(), "How much is Premium?");
  await expect(first.getByText(SUPPORT_ANSWER)).toBeVisible();
  await expect(first.getByText("Offline engine")).toHaveCount(0);

  const next = await ask(await browser.newPage(), "How do I cancel Premium?");
  await expect(next.locator('[data-from="romeo"]').nth(1)).toContainText("end of the billing period");
  await expect(next.getByTitle(AI_BUSY)).toContainText("Offline engine: AI busy");
});
