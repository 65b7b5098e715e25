import { expect, test } from "@playwright/test";
import { acceptNotice, allReplyTexts, generate, MESSAGE, replyCards, toneTile } from "./tool";
import { PLANS } from "@/lib/plans";
import { MESSAGE_REQUIRED, REGENERATE_COST, usageReasonText } from "@/lib/generator/usage-text";
import { MESSAGE_MAX_CHARS } from "@/lib/generator/limits";

// What a new user hit on the generator (issue 16): work that vanished, a counter that said one thing
// while Generate did another, a Regenerate that didn't say what it costs, errors only in toasts.

const FREE = PLANS.basic.dailyGenerations!;

test.describe("nothing he typed or paid for is lost", () => {
  test("her message and the replies survive a reload and the locked Creative tile's trip to /subscribe; Start over clears them", async ({ page }) => {
    await acceptNotice(page);
    await page.getByLabel("Paste The Message She Sent You").fill(MESSAGE);
    await generate(page, MESSAGE, "flirty");
    const replies = await allReplyTexts(page);

    await page.reload();
    await expect(page.getByLabel("Paste The Message She Sent You")).toHaveValue(MESSAGE);
    await expect(toneTile(page, "flirty")).toHaveAttribute("aria-pressed", "true");
    expect(await allReplyTexts(page)).toEqual(replies);

    // The upgrade prompt doesn't throw work away.
    await toneTile(page, "creative").click();
    await expect(page).toHaveURL("/subscribe");
    await page.goBack();
    await expect(page.getByLabel("Paste The Message She Sent You")).toHaveValue(MESSAGE);
    expect(await allReplyTexts(page)).toEqual(replies);

    await page.getByRole("button", { name: "Start over" }).click();
    await expect(page.getByLabel("Paste The Message She Sent You")).toHaveValue("");
    await expect(replyCards(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByLabel("Paste The Message She Sent You")).toHaveValue("");
    await expect(replyCards(page)).toHaveCount(0);
  });
});

test.describe("the free count, said where he acts", () => {
  test("Regenerate says it uses a free reply; at 0 both buttons wait, saying why and how to get more", async ({ page }) => {
    await acceptNotice(page);
    await generate(page, MESSAGE, "funny");
    await expect(page.getByText(`Regenerate ${REGENERATE_COST}`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Regenerate" })).toHaveAccessibleDescription(`Regenerate ${REGENERATE_COST}`);
    for (let used = 1; used < FREE; used++) {
      await page.getByRole("button", { name: "Regenerate" }).click();
      await expect(page.getByText("Replies Generated!").last()).toBeVisible();
    }
    await expect(page.getByText(`0 of ${FREE} free replies left today`)).toBeVisible();
    const generateButton = page.getByRole("button", { name: "Generate Replies" });
    await expect(generateButton).toBeDisabled();
    await expect(generateButton).toHaveAccessibleDescription(/^You've used today's free replies\. They come back at midnight UTC/);
    await expect(page.getByRole("button", { name: "Regenerate" })).toBeDisabled();
    await expect(page.locator("#out-of-replies").getByRole("link", { name: `Get ${PLANS.premium.name}` })).toHaveAttribute("href", "/subscribe");
  });

  test("behind a shared address that is used up, the counter says 0 and the page says why", async ({ page }) => {
    await page.route("**/api/usage", (route) =>
      route.fulfill({ json: { plan: "basic", limit: FREE, used: 0, remaining: 0, reason: "network", engine: "offline" } }),
    );
    await acceptNotice(page);
    await expect(page.getByText(`0 of ${FREE} free replies left today`)).toBeVisible();
    await expect(page.getByText(usageReasonText("network", false))).toBeVisible();
    await expect(page.getByRole("button", { name: "Generate Replies" })).toBeDisabled();
  });
});

test.describe("form errors at the field", () => {
  test("an empty message marks the field, with the message under it; typing clears it", async ({ page }) => {
    await acceptNotice(page);
    const field = page.getByLabel("Paste The Message She Sent You");
    await page.getByRole("button", { name: "Generate Replies" }).click();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(new RegExp(MESSAGE_REQUIRED.replace(/[!?.]/g, "\\$&")));
    await field.fill("hey");
    await expect(field).not.toHaveAttribute("aria-invalid");
  });

  test("a paste longer than the field says it was cut", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await acceptNotice(page);
    const field = page.getByLabel("Paste The Message She Sent You");
    await page.evaluate((text) => navigator.clipboard.writeText(text), "a".repeat(1_200));
    await field.focus();
    await page.keyboard.press("ControlOrMeta+V");
    await expect(field).toHaveValue("a".repeat(MESSAGE_MAX_CHARS));
    await expect(page.getByText(`That paste was 1,200 characters; Holla keeps the first ${MESSAGE_MAX_CHARS.toLocaleString("en-US")}.`, { exact: false })).toBeVisible();
  });
});
