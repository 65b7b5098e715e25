import type { ChildProcess } from "node:child_process";
import { expect, type Page, test } from "@playwright/test";
import { SCREENSHOT_MAX_BYTES } from "@/lib/input-limits";
import { SCREENSHOT_AI_UNAVAILABLE } from "@/lib/messages";
import { SCREENSHOT_TEXTS } from "@/lib/screenshot/texts";
import type { startFakeOpenAI } from "../../scripts/lib/fake-openai-server.mjs";
import { extraPort, startApp, waitForHealth } from "./spawn-app";

// "Read with AI" over HTTP, through proxy.ts and the production server: on the default e2e server (no
// model) the route is there but answers 404, and the page's button is absent; on a server whose model
// sees images (an OpenAI-compatible fake, AI_READS_IMAGES=1) the raw image passes the same-origin
// check and reaches the model, and the size and type checks hold on the real wire.

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");
const TURNS = [
  { who: "her", text: "Pizza or biryani tonight? 🍕" },
  { who: "me", text: "Biryani, obviously" },
];

/** The tool on `base`, past the notice. */
async function openTool(page: Page, base: string) {
  await page.goto(base);
  await page.getByLabel(/I confirm I am 18 or older/).check();
  await page.getByRole("button", { name: "I Agree & Continue" }).click();
  await expect(page.getByRole("heading", { name: "Generate Your Reply" })).toBeVisible();
}

test.describe("without a model that sees images", () => {
  test("GET and POST /api/read-screenshot are 404, said by the route rather than the unknown-API catch-all", async ({
    request,
    baseURL,
  }) => {
    const get = await request.get("/api/read-screenshot");
    expect(get.status()).toBe(404);
    expect(await get.json()).toEqual({ error: SCREENSHOT_AI_UNAVAILABLE, code: "not_found" });

    const post = await request.post("/api/read-screenshot", { headers: { "content-type": "image/png", origin: baseURL! }, data: PNG });
    expect(post.status()).toBe(404);
    expect(await post.json()).toEqual({ error: SCREENSHOT_AI_UNAVAILABLE, code: "not_found" });
  });

  test("another site's POST is refused before the route", async ({ request }) => {
    const res = await request.post("/api/read-screenshot", {
      headers: { "content-type": "image/png", origin: "https://evil.example" },
      data: PNG,
    });
    expect(res.status()).toBe(403);
    expect(await res.json()).toMatchObject({ code: "cross_site" });
  });
});

test.describe("with a model that sees images", () => {
  test.describe.configure({ mode: "serial" });
  const PORT = extraPort(40);
  const APP = `http://127.0.0.1:${PORT}`;
  let app: ChildProcess | undefined;
  let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;

  test.beforeAll(async () => {
    // Loaded when needed: Playwright compiles specs to CommonJS, and the fake is an ES module.
    const { startFakeOpenAI } = await import("../../scripts/lib/fake-openai-server.mjs");
    fake = await startFakeOpenAI({ answer: () => JSON.stringify({ turns: TURNS }) });
    app = startApp(PORT, { OPENAI_BASE_URL: fake.url, AI_MODEL: "vision-e2e", AI_READS_IMAGES: "1" });
    await waitForHealth(APP);
  });

  test.afterAll(async () => {
    app?.kill("SIGTERM");
    await fake?.close();
  });

  test("the page's own origin sends the raw image and gets the turns; the model saw it as an image", async ({ request }) => {
    expect(await (await request.get(`${APP}/api/read-screenshot`)).json()).toEqual({ available: true });

    const res = await request.post(`${APP}/api/read-screenshot`, { headers: { "content-type": "image/png", origin: APP }, data: PNG });
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ turns: TURNS });
    const sent = JSON.stringify(fake.requests.at(-1));
    expect(sent).toContain(`data:image/png;base64,${PNG.toString("base64")}`);
  });

  test("the reader offers Read with AI, and what the model read replaces what the device read", async ({ page }) => {
    await openTool(page, APP);
    await page.getByLabel(SCREENSHOT_TEXTS.pick).setInputFiles({ name: "chat.png", mimeType: "image/png", buffer: PNG });
    const dialog = page.getByRole("dialog", { name: SCREENSHOT_TEXTS.dialogTitle });
    await dialog.getByRole("button", { name: SCREENSHOT_TEXTS.readWithAi }).click();
    const turns = dialog.getByTestId("screenshot-turn");
    await expect(turns).toHaveCount(TURNS.length);
    for (const [i, turn] of TURNS.entries()) {
      await expect(turns.nth(i)).toHaveAttribute("data-who", turn.who);
      await expect(turns.nth(i).getByRole("textbox")).toHaveValue(turn.text);
    }
  });

  test("413 above 8 MB and 415 for a mislabelled file, on the real wire", async ({ request }) => {
    const calls = fake.requests.length;
    const big = Buffer.alloc(SCREENSHOT_MAX_BYTES + 1);
    PNG.copy(big, 0, 0, 8);
    const tooLarge = await request.post(`${APP}/api/read-screenshot`, { headers: { "content-type": "image/png", origin: APP }, data: big });
    expect(tooLarge.status()).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ code: "too_large" });

    const mislabelled = await request.post(`${APP}/api/read-screenshot`, {
      headers: { "content-type": "image/jpeg", origin: APP },
      data: PNG,
    });
    expect(mislabelled.status()).toBe(415);
    expect(await mislabelled.json()).toMatchObject({ code: "unsupported_image" });
    expect(fake.requests.length).toBe(calls);
  });
});
