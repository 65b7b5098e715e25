import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { PLANS } from "@/lib/plans";
import { SCREENSHOT_TEXTS } from "@/lib/screenshot/texts";
import { expectTouchTarget, phoneProblems, settle } from "./phone";
import { acceptNotice, toneTile } from "./tool";

// "First message" (docs/openers.md): beside "Reply" on the tool, openers from her profile.

const PROFILE = "Architect by day, momo critic by night.\nJust back from Goa and already planning Ladakh.\nDog mom to Coco 🐶";
// What each opener's "from:" may name: the details of PROFILE.
const DETAILS = ["Goa", "Ladakh", "Coco", "momo", "architect"];

const openerCards = (page: Page) => page.getByRole("list", { name: "Openers" }).getByRole("article");

async function firstMessage(page: Page) {
  await acceptNotice(page);
  await page.getByRole("radio", { name: "First message" }).check();
  await expect(page.getByLabel("Paste her profile")).toBeVisible();
}

async function writeOpeners(page: Page, tone: "funny" | "confident" = "funny") {
  await page.getByLabel("Paste her profile").fill(PROFILE);
  await toneTile(page, tone).click();
  await page.getByRole("button", { name: "Write Openers" }).click();
  await expect(page.getByText("Openers Ready!")).toBeVisible();
  await expect(openerCards(page)).toHaveCount(3);
  await page.getByRole("button", { name: "Close toast" }).click();
}

async function shown(page: Page) {
  const cards = await openerCards(page).all();
  return Promise.all(
    cards.map(async (card) => ({
      text: ((await card.locator("p.whitespace-pre-wrap").textContent()) ?? "").trim(),
      from: ((await card.getByTestId("opener-detail").textContent()) ?? "").replace(/^from:\s*/, "").trim(),
    })),
  );
}

test.describe("First message", () => {
  test("three openers from her profile, each naming a different detail of it; Copy and Regenerate", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await firstMessage(page);
    await expect(page.getByRole("radio", { name: "First message" })).toBeChecked();
    await expect(page.getByLabel("Paste The Message She Sent You")).toHaveCount(0);
    await writeOpeners(page);

    const first = await shown(page);
    expect(new Set(first.map((o) => o.from)).size).toBe(3);
    for (const o of first) {
      expect(
        DETAILS.some((d) => o.from.toLowerCase().includes(d.toLowerCase())),
        o.from,
      ).toBe(true);
      expect(o.text).not.toMatch(/how'?s it going/i);
    }

    await openerCards(page).first().getByRole("button", { name: "Copy" }).click();
    await expect(openerCards(page).first().getByRole("button", { name: "Copied!" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first[0]!.text);

    // Regenerate spends a free reply too, and says so; it writes new openers.
    await expect(page.getByText(/Regenerate uses 1 of your free replies/)).toBeVisible();
    await page.getByRole("button", { name: "Regenerate" }).click();
    // The first set's toast may still be up (a toast lasts 4 s), so three new openers are what say it finished.
    await expect
      .poll(async () => {
        const second = await shown(page);
        return second.length === 3 && second.every((o) => o.text && !first.some((f) => f.text === o.text));
      })
      .toBe(true);
    await expect(page.getByText("Openers Ready!").first()).toBeVisible();

    // Back to Reply: the reply form is there again.
    await page.getByRole("radio", { name: "Reply" }).check();
    await expect(page.getByLabel("Paste The Message She Sent You")).toBeVisible();
  });

  test("her invitation comes first (her lie guessed), and a dog she loves is not called hers", async ({ page }) => {
    await firstMessage(page);
    await page
      .getByLabel("Paste her profile")
      .fill("Two truths and a lie\nI've met SRK\nI can't swim\nI have 3 cats\n\nMy job\nArchitect in Pune");
    await toneTile(page, "confident").click();
    await page.getByRole("button", { name: "Write Openers" }).click();
    await expect(openerCards(page)).toHaveCount(3);
    const [top] = await shown(page);
    expect(top!.from).toBe("her two truths and a lie");
    expect(top!.text).toMatch(/\blie\b.*I have 3 cats/i);

    await page.getByLabel("Paste her profile").fill("Dog lover, will pet your dog before I say hi to you.\n📍Pune | 27 | Physiotherapist");
    await page.getByRole("button", { name: "Write Openers" }).click();
    await expect.poll(async () => (await shown(page)).some((o) => /pune/i.test(o.from))).toBe(true);
    for (const o of await shown(page)) {
      expect(o.text).not.toMatch(/\byour (?:dog|pup|puppy)\b/i);
      expect(o.text).not.toMatch(/sunset photos|live up to the hype|your trip/i);
    }
  });

  test("a prompt pasted on a line of its own, her answer on the next: the first opener takes up her answer", async ({ page }) => {
    await firstMessage(page);
    await page
      .getByLabel("Paste her profile")
      .fill(
        "CA by profession, poha-jalebi by religion 🙏\nThe way to win me over\nSarafa ki raat wali chaat pe le chalo, baatein main kar lungi",
      );
    await toneTile(page, "funny").click();
    await page.getByRole("button", { name: "Write Openers" }).click();
    await expect(openerCards(page)).toHaveCount(3);
    const [top] = await shown(page);
    expect(top!.text).toMatch(/sarafa/i);
    expect(top!.text).not.toMatch(/way to win me over/i);
  });

  test("a blank profile is asked for under the field, and nothing is sent", async ({ page }) => {
    let sent = false;
    page.on("request", (r) => {
      if (r.url().endsWith("/api/openers")) sent = true;
    });
    await firstMessage(page);
    await page.getByRole("button", { name: "Write Openers" }).click();
    await expect(page.getByText("Please paste her profile first: her bio and prompts.")).toHaveCount(2);
    await expect(page.getByLabel("Paste her profile")).toBeFocused();
    expect(sent).toBe(false);
  });

  test("Creative is locked on Basic here too: the premium toast, then /subscribe", async ({ page }) => {
    await firstMessage(page);
    const creative = toneTile(page, "creative");
    await expect(creative).toContainText(PLANS.premium.name);
    await creative.click();
    await expect(page.getByText("Creative tone requires Premium subscription.")).toBeVisible();
    await expect(page).toHaveURL("/subscribe");
  });

  test("on a 390 px phone it fits without sideways scrolling, the switch is thumb-sized, and axe finds nothing", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 780 });
    await firstMessage(page);
    for (const name of ["Reply", "First message"])
      await expectTouchTarget(page.locator("label").filter({ has: page.getByRole("radio", { name }) }), name);
    await writeOpeners(page, "confident");
    expect(new Set((await shown(page)).map((o) => o.from)).size).toBe(3);
    expect(await phoneProblems(page, "First message at 390 px")).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectTouchTarget(openerCards(page).first().getByRole("button", { name: "Copy" }));
    await settle(page);
    const { violations } = await new AxeBuilder({ page })
      .include("#generator")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });

  test("her profile read from a screenshot fills the profile box, for him to check, and gives openers", async ({ page, browser }) => {
    // A profile screen as a dating app draws one (dark mode, prompt cards), rendered at a phone's 3×.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });
    const drawing = await phone.newPage();
    await drawing.setContent(`<body style="margin:0;background:#111;color:#f2f2f2;font:17px sans-serif;padding:16px">
      <p style="font-size:13px">9:41</p><h1 style="font-size:28px">Meera, 27</h1>
      <div style="background:#222;border-radius:16px;padding:16px;margin:12px 0"><p style="font-size:13px;color:#aaa">About me</p>
      <p>Architect who bakes sourdough on Sundays. Just back from Goa.</p></div>
      <div style="background:#222;border-radius:16px;padding:16px"><p style="font-size:13px;color:#aaa">My simple pleasures</p>
      <p>Chai at 6am and my dog Coco</p></div></body>`);
    const png = await drawing.screenshot();
    await phone.close();

    await firstMessage(page);
    await page.getByLabel(SCREENSHOT_TEXTS.profilePick).setInputFiles({ name: "profile.png", mimeType: "image/png", buffer: png });
    const box = page.getByLabel("Paste her profile");
    await expect(box).toHaveValue(/sourdough/, { timeout: 30_000 });
    await expect(box).toHaveValue(/Goa/);
    await expect(box).toHaveValue(/Coco/);
    await expect(box).not.toHaveValue(/9:41/);
    await page.getByRole("button", { name: "Write Openers" }).click();
    await expect(openerCards(page)).toHaveCount(3);
  });
});
