import { expect, type Page, test } from "@playwright/test";
import { PLANS } from "@/lib/plans";
import { STEER_IDS, STEER_INSTRUCTION_MAX_CHARS, STEER_TEXTS, STEERS } from "@/lib/replies/steer";
import { REGENERATE_COST } from "@/lib/replies/usage-text";
import { expectTouchTarget, phoneProblems } from "./phone";
import { acceptNotice, allReplyTexts, generate, MESSAGE, replyCards } from "./tool";

// Steering a set (lib/replies/steer.ts) in the browser: each button asks for a new set, his own line
// too, its limit shows, Basic sees what it costs, and the controls fit a phone. The e2e server runs
// the built-in engine, so the page also says what that engine follows.

const FREE = PLANS.basic.dailyGenerations!;
const steerButton = (page: Page, label: string) => page.getByTestId("steer-controls").getByRole("button", { name: label, exact: true });
const mean = (texts: string[]) => texts.reduce((n, t) => n + t.length, 0) / texts.length;

async function waitForNewSet(page: Page) {
  await expect(page.getByText("Replies Generated!")).toBeVisible();
  await expect(replyCards(page)).toHaveCount(3);
  await page.getByRole("button", { name: "Close toast" }).click();
  await expect(page.getByText("Replies Generated!")).toHaveCount(0);
}

test.describe("steering a set", () => {
  test("each button asks for a new set of the same message, and Shorter gives shorter replies", async ({ page }) => {
    await acceptNotice(page);
    const bodies: Array<Record<string, unknown>> = [];
    page.on("request", (r) => r.url().endsWith("/api/generate") && bodies.push(r.postDataJSON()));
    await generate(page, MESSAGE, "funny");
    const before = await allReplyTexts(page);

    await steerButton(page, STEERS.shorter.label).click();
    await waitForNewSet(page);
    const shorter = await allReplyTexts(page);
    expect(mean(shorter)).toBeLessThan(mean(before));
    expect(shorter.filter((r) => before.includes(r))).toEqual([]);
    expect(bodies[1]).toEqual({ ...bodies[0], variation: 1, steer: "shorter" });
    await expect(steerButton(page, STEERS.shorter.label)).toHaveAttribute("aria-pressed", "true");

    // Basic has two a day: the second set used the last one, so the buttons wait with the reason.
    await expect(page.getByText(/free replies left today/)).toHaveText(`0 of ${FREE} free replies left today`);
    for (const id of STEER_IDS) await expect(steerButton(page, STEERS[id].label)).toBeDisabled();
  });

  for (const id of ["playful", "ask_out", "slow_down"] as const) {
    test(`"${STEERS[id].label}" gives a new set`, async ({ page }) => {
      await acceptNotice(page);
      const bodies: Array<Record<string, unknown>> = [];
      page.on("request", (r) => r.url().endsWith("/api/generate") && bodies.push(r.postDataJSON()));
      await generate(page, MESSAGE, "confident");
      const before = await allReplyTexts(page);
      await steerButton(page, STEERS[id].label).click();
      await waitForNewSet(page);
      const after = await allReplyTexts(page);
      expect(after.filter((r) => before.includes(r))).toEqual([]);
      expect(bodies.at(-1)).toMatchObject({ steer: id, variation: 1 });
      if (id === "ask_out") expect(after.some((r) => /\b(?:coffee|drinks?|dinner|let's|meet|this weekend)\b/i.test(r))).toBe(true);
      if (id === "slow_down") for (const r of after) expect(r).not.toMatch(/\b(?:let's|meet|coffee this|drinks this|dinner)\b/i);
    });
  }

  test("his own line steers the set, its 120-character limit shows, and Basic sees the cost", async ({ page }) => {
    await acceptNotice(page);
    const bodies: Array<Record<string, unknown>> = [];
    page.on("request", (r) => r.url().endsWith("/api/generate") && bodies.push(r.postDataJSON()));
    await generate(page, MESSAGE, "flirty");
    const controls = page.getByTestId("steer-controls");
    await expect(controls.getByText(`${STEER_TEXTS.costLead} ${REGENERATE_COST}`)).toBeVisible();
    await expect(controls.getByText(STEER_TEXTS.offlineNote)).toBeVisible();

    const field = page.getByLabel(STEER_TEXTS.instructionLabel);
    const apply = controls.getByRole("button", { name: STEER_TEXTS.apply });
    await expect(apply).toBeDisabled();
    await field.fill("x".repeat(STEER_INSTRUCTION_MAX_CHARS + 5));
    await expect(controls.getByText(STEER_TEXTS.tooLong(STEER_INSTRUCTION_MAX_CHARS + 5))).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(controls.getByText(`${STEER_INSTRUCTION_MAX_CHARS + 5}/${STEER_INSTRUCTION_MAX_CHARS}`)).toBeVisible();
    await expect(apply).toBeDisabled();

    const before = await allReplyTexts(page);
    await field.fill("no emoji, and make them shorter");
    await expect(field).not.toHaveAttribute("aria-invalid");
    await apply.click();
    await waitForNewSet(page);
    const after = await allReplyTexts(page);
    expect(bodies.at(-1)).toMatchObject({ instruction: "no emoji, and make them shorter", variation: 1 });
    expect(mean(after)).toBeLessThan(mean(before));
    for (const r of after) expect(r).not.toMatch(/\p{Extended_Pictographic}/u);
    await expect(page.getByTestId("steer-not-understood")).toHaveCount(0);
    await expect(page.getByText(/free replies left today/)).toHaveText(`0 of ${FREE} free replies left today`);
  });

  test("the rails outrank a steer: after her no, Ask her out keeps it gentle and says so", async ({ page }) => {
    await acceptNotice(page);
    await generate(page, "Please stop messaging me. Not interested.", "flirty");
    await steerButton(page, STEERS.ask_out.label).click();
    await waitForNewSet(page);
    await expect(page.getByTestId("kept-note")).toContainText(STEER_TEXTS.held.boundary);
    for (const r of await allReplyTexts(page)) expect(r).not.toMatch(/\?|coffee|drinks?|let's|meet/i);
  });

  test("the controls fit a 390 px phone: no sideways scroll, thumb-sized targets", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await acceptNotice(page);
    await generate(page, MESSAGE, "funny");
    const controls = page.getByTestId("steer-controls");
    await controls.scrollIntoViewIfNeeded();
    for (const id of STEER_IDS) await expectTouchTarget(steerButton(page, STEERS[id].label));
    await page.getByLabel(STEER_TEXTS.instructionLabel).fill("funnier");
    await expectTouchTarget(page.getByLabel(STEER_TEXTS.instructionLabel), "his own line");
    await expectTouchTarget(controls.getByRole("button", { name: STEER_TEXTS.apply }));
    expect(await phoneProblems(page, "steering at 390 px")).toEqual([]);
  });
});
