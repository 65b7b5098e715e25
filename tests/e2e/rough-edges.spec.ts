import { expect, test } from "@playwright/test";
import { MESSAGE_MAX_CHARS } from "@/lib/input-limits";
import { PLANS } from "@/lib/plans";
import { MESSAGE_REQUIRED, REGENERATE_COST, usageReasonText } from "@/lib/replies/usage-text";
import { FOOTER_LINKS } from "@/lib/site";
import { signInAsPremium } from "./auth";
import { COACH_LAUNCHER, COACH_SHEET, expectTouchTarget, PHONE_WIDTHS, SUPPORT_LAUNCHER, SUPPORT_SHEET, settle } from "./phone";
import { acceptNotice, allReplyTexts, generate, MESSAGE, replyCards, toneTile } from "./tool";

// What a new user hit on the generator: work that vanished, a counter that said one thing
// while Generate did another, a Regenerate that didn't say what it costs, errors only in toasts.

const FREE = PLANS.basic.dailyGenerations!;

test.describe("nothing he typed or paid for is lost", () => {
  test("her message and the replies survive a reload and the locked Creative tile's trip to /subscribe; Start over clears them", async ({
    page,
  }) => {
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
    await expect(page.locator("#out-of-replies").getByRole("link", { name: `Get ${PLANS.premium.name}` })).toHaveAttribute(
      "href",
      "/subscribe",
    );
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
    await expect(
      page.getByText(`That paste was 1,200 characters; Holla keeps the first ${MESSAGE_MAX_CHARS.toLocaleString("en-US")}.`, {
        exact: false,
      }),
    ).toBeVisible();
  });
});

test.describe("saved replies", () => {
  test("show the message they answered, and a delete can be undone from its toast", async ({ page }) => {
    await acceptNotice(page);
    await generate(page, MESSAGE, "funny");
    const first = replyCards(page).first();
    // The reply as a string (what Save stores): the paragraph holds only its text.
    const text = ((await first.locator("p.whitespace-pre-wrap").textContent()) ?? "").trim();
    await first.getByRole("button", { name: "Save reply" }).click();
    await expect(page.getByText("Reply Saved!")).toBeVisible();

    await page.getByRole("tab", { name: "Saved Replies" }).click();
    const saved = page.getByRole("list", { name: "Saved replies" }).getByRole("article");
    await expect(saved.first()).toContainText(`She said: ${MESSAGE}`);
    await saved.first().getByRole("button", { name: "Delete saved reply" }).click();
    await expect(page.getByText("No Saved Replies Yet")).toBeVisible();
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(saved).toHaveCount(1);
    await expect(saved.first()).toContainText(text);
    await expect(saved.first()).toContainText(`She said: ${MESSAGE}`);
  });
});

for (const width of PHONE_WIDTHS) {
  test(`touch targets are at least 44 × 44 px at ${width} px: a reply's actions and ratings, Regenerate, Start over, the round chat button, the header and the footer`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 780 });
    await acceptNotice(page);
    await generate(page, MESSAGE, "funny");
    const third = replyCards(page).nth(2);
    const replyButtons = await third.getByRole("button").all();
    // Copy, Save, Edit, Share, and the two ratings: all of them, so a missing one is noticed too.
    expect(replyButtons).toHaveLength(6);
    const footerLinks = await page.getByRole("contentinfo").getByRole("link").all();
    expect(footerLinks.length).toBeGreaterThanOrEqual(FOOTER_LINKS.reduce((n, column) => n + column.links.length, 0));
    // Every link the header shows; the sections' links give way to the account actions below 360 px
    // (site-header.tsx), and the header test in accounts.spec.ts measures it signed in.
    const header = page.getByRole("banner");
    const sections = ["Features", "Pricing"].map((name) => header.getByRole("link", { name, exact: true }));
    for (const link of sections) await expect(link).toBeVisible({ visible: width >= 360 });
    const headerLinks = [
      header.getByRole("link", { name: /home$/ }),
      header.getByRole("link", { name: "Sign In", exact: true }),
      header.getByRole("link", { name: "Get Started", exact: true }),
      ...(width >= 360 ? sections : []),
    ];
    // No header link left unmeasured.
    expect(await header.getByRole("link").count()).toBe(headerLinks.length);
    for (const target of [
      ...replyButtons,
      page.getByRole("button", { name: "Regenerate" }),
      page.getByRole("button", { name: "Start over" }),
      page.getByRole("button", { name: "Chat with Romeo, our support assistant" }),
      ...headerLinks,
      ...footerLinks,
    ]) {
      await expectTouchTarget(target);
    }
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 780 } });

  test("the round chat button never sits on a reply's 👎 or the Creative tile", async ({ page }) => {
    await acceptNotice(page);
    await generate(page, MESSAGE, "funny");
    const third = replyCards(page).nth(2);
    for (const target of [third.getByRole("button", { name: "Poor reply" }), toneTile(page, "creative")]) {
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      // Read as he would: scrolling down until it sits at the bottom of the screen, under the buttons' corner.
      await target.evaluate((el) => el.scrollIntoView({ block: "end", behavior: "instant" }));
      const box = (await target.boundingBox())!;
      const underTheFinger = () =>
        page.evaluate(
          ([x, y]) => {
            const e = document.elementFromPoint(x!, y!);
            return e?.closest("button")?.outerHTML ?? `not a button: ${e?.outerHTML.slice(0, 300)} at ${x},${y} of ${window.innerHeight}`;
          },
          [box.x + box.width / 2, box.y + box.height / 2],
        );
      // The round buttons step aside as he scrolls down (a transition): the element under the finger
      // becomes the one he aims at, and stays it once nothing moves.
      const aimed = await target.evaluate((el) => el.closest("button")!.outerHTML);
      await expect.poll(underTheFinger, { message: "the element is the one under the finger" }).toBe(aimed);
      await settle(page);
      expect(await underTheFinger(), "once nothing moves").toBe(aimed);
    }
  });

  test("the support chat is a full-height sheet that says who is talking, links its sources by name, and keeps the conversation for the tab", async ({
    page,
  }) => {
    await page.goto("/help");
    await page.getByRole("button", { name: "Chat with Romeo, our support assistant" }).click();
    const panel = page.getByRole("dialog", { name: "Romeo AI: 24/7 Support Assistant" });
    const box = (await panel.boundingBox())!;
    expect(box.width).toBe(390);
    expect(box.height).toBeGreaterThanOrEqual(780 - 1);
    await expect(panel.getByText("Support", { exact: true })).toBeVisible();
    const input = panel.getByPlaceholder("Ask Romeo anything...");
    await input.fill("How do I cancel Premium?");
    await input.press("Enter");
    const answer = panel.locator('[data-from="romeo"]').nth(1);
    await expect(answer.getByRole("link", { name: "Help Center › Frequently Asked Questions" })).toHaveAttribute("href", "/help#faq");
    await expect(answer).not.toContainText("(/help#faq)");

    await page.reload();
    await page.getByRole("button", { name: "Chat with Romeo, our support assistant" }).click();
    await expect(
      page.getByRole("dialog", { name: /Support Assistant/ }).getByText("How do I cancel Premium?", { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("dialog", { name: /Support Assistant/ }).locator('[data-from="romeo"]')).toHaveCount(2);
  });

  test("the dating coach is a full-height sheet too, and says it is the dating coach, not the support assistant", async ({ page }) => {
    await signInAsPremium(page, "e2e-coach-sheet");
    await page.goto("/help");
    await page.getByRole("button", COACH_LAUNCHER).click();
    const coach = page.getByRole("dialog", { name: /Dating Coach/ });
    await expect(coach).toBeVisible();
    const box = (await coach.boundingBox())!;
    expect([box.x, box.y, box.width, box.height]).toEqual([0, 0, 390, 780]);
    // Named, and badged where he reads it, as the coach; nothing in it says support.
    await expect(coach).toHaveAccessibleName(COACH_SHEET.name);
    await expect(coach.getByText("Dating coach", { exact: true })).toBeVisible();
    await expect(coach.getByText(/support/i)).toHaveCount(0);
    await expect(coach.getByPlaceholder("Ask Romeo about dating psychology...")).toBeVisible();

    // The other Romeo, opened instead, says he is support.
    await coach.getByRole("button", { name: "Close Romeo Dating Coach" }).click();
    await expect(coach).toHaveCount(0);
    await page.getByRole("button", SUPPORT_LAUNCHER).click();
    const support = page.getByRole("dialog", SUPPORT_SHEET);
    await expect(support.getByText("Support", { exact: true })).toBeVisible();
    await expect(support.getByText(/dating coach/i)).toHaveCount(0);
    expect(SUPPORT_SHEET.name).not.toBe(COACH_SHEET.name);
  });
});
