import { expect, type Locator, type Page, test } from "@playwright/test";
import { FIELD_MESSAGES, writeA } from "@/lib/forms/field-words";
import { uniqueEmail } from "./db";

// Form errors at the field (docs/product.md, "Requests and answers"): every form marks what is wrong
// where it is (aria-invalid, and the message under the field as its description), whether the
// browser found it or the server's 400 named the field; focus goes to the first such field; the
// form's toast stays; typing in the field clears its mark.

// An address with an "@" (so the browser sends it) that the server's check refuses.
const REFUSED_BY_SERVER = "rahul@gmail";

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });

/** The field is marked, says `message` under it (and nothing else), and the message is what it describes. */
async function expectMarked(field: Locator, message: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(message);
  const ids = (await field.getAttribute("aria-describedby"))!.split(" ");
  const shown = field.page().locator(`[id="${ids.at(-1)}"]`);
  await expect(shown).toBeVisible();
  await expect(shown).toHaveText(message);
  // Under the field, not beside it or somewhere else on the page. Both measured at one moment: focus
  // may be scrolling the page smoothly.
  const { gap, indent } = await field.evaluate((el, id) => {
    const [f, m] = [el.getBoundingClientRect(), document.getElementById(id)!.getBoundingClientRect()];
    return { gap: m.top - f.bottom, indent: m.left - f.left };
  }, ids.at(-1)!);
  expect(gap).toBeGreaterThanOrEqual(-1);
  expect(gap).toBeLessThan(24);
  expect(indent).toBeGreaterThanOrEqual(-1);
}

async function expectNotMarked(field: Locator) {
  await expect(field).not.toHaveAttribute("aria-invalid");
  await expect(field).toHaveAccessibleDescription("");
}

async function choose(page: Page, trigger: Locator, option: string) {
  await trigger.click();
  await page.getByRole("option", { name: option }).click();
}

test.describe("sign-in", () => {
  test("an address without @ is marked in the browser, one the server refuses is marked from its 400; the toasts stay", async ({
    page,
  }) => {
    await page.goto("/sign-in");
    const field = page.getByRole("main").getByLabel("Email address");
    const send = page.getByRole("main").getByRole("button", { name: "Continue" });
    await field.fill("not-an-email");
    await send.click();
    await expect(toasts(page).getByText("Invalid Email")).toBeVisible();
    await expectMarked(field, FIELD_MESSAGES.email);
    await expect(field).toBeFocused();
    await field.fill("rahul");
    await expectNotMarked(field);

    await field.fill(REFUSED_BY_SERVER);
    const refused = page.waitForResponse((r) => r.url().endsWith("/api/standalone-login"));
    await send.click();
    expect((await refused).status()).toBe(400);
    await expect(toasts(page).getByText("Sign In Failed")).toBeVisible();
    await expectMarked(field, FIELD_MESSAGES.email);
    await expect(field).toHaveValue(REFUSED_BY_SERVER);
    await expect(page.getByRole("heading", { name: "Check your email" })).toHaveCount(0);
  });
});

test.describe("newsletter (footer)", () => {
  test("marks the field for an address without @ and for one the server refuses", async ({ page }) => {
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    const field = footer.getByLabel("Email address");
    await field.fill("nobody");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(toasts(page).getByText("Invalid Email")).toBeVisible();
    await expectMarked(field, FIELD_MESSAGES.email);
    await expect(field).toBeFocused();

    await field.fill(REFUSED_BY_SERVER);
    await expectNotMarked(field);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(toasts(page).getByText("Subscription Failed")).toBeVisible();
    await expectMarked(field, FIELD_MESSAGES.email);
    await expect(field).toHaveValue(REFUSED_BY_SERVER);
  });
});

test.describe("Premium Plus waitlist", () => {
  test("marks the field for an empty address and for one the server refuses", async ({ page }) => {
    await page.goto("/subscribe-premium-plus");
    const main = page.getByRole("main");
    const field = main.getByLabel("Email address");
    await main.getByRole("button", { name: "Join the Waitlist" }).click();
    await expect(toasts(page).getByText("Invalid Email")).toBeVisible();
    await expectMarked(field, FIELD_MESSAGES.email);
    await expect(field).toBeFocused();

    await field.fill(REFUSED_BY_SERVER);
    await expectNotMarked(field);
    await main.getByRole("button", { name: "Join the Waitlist" }).click();
    await expect(toasts(page).getByText("Couldn't Join")).toBeVisible();
    await expectMarked(field, FIELD_MESSAGES.email);
    await expect(main.getByRole("status").filter({ hasText: "You're on the list" })).toHaveCount(0);
  });
});

test.describe("feedback", () => {
  test("marks each empty field, focusing the first; then the address the server refuses", async ({ page }) => {
    await page.goto("/feedback");
    const main = page.getByRole("main");
    const email = main.getByLabel("Email", { exact: true });
    const type = main.getByRole("combobox", { name: "Feedback type" });
    const message = main.getByLabel("Message");
    await email.fill(REFUSED_BY_SERVER);
    await main.getByRole("button", { name: "Submit Feedback" }).click();
    await expect(toasts(page).getByText("All Fields Required")).toBeVisible();
    await expectNotMarked(email);
    await expectMarked(type, FIELD_MESSAGES.feedbackType);
    await expectMarked(message, writeA("message"));
    await expect(type).toBeFocused();

    await choose(page, type, "An idea or a feature request");
    await expectNotMarked(type);
    await message.fill("A dark mode, please.");
    await expectNotMarked(message);
    await main.getByRole("button", { name: "Submit Feedback" }).click();
    await expect(toasts(page).getByText("Submission Failed")).toBeVisible();
    await expectMarked(email, FIELD_MESSAGES.email);
    await expect(email).toBeFocused();
    // Nothing he wrote is lost.
    await expect(message).toHaveValue("A dark mode, please.");
    await email.fill(uniqueEmail("fb-fixed"));
    await expectNotMarked(email);
    await main.getByRole("button", { name: "Submit Feedback" }).click();
    await expect(toasts(page).getByText("Feedback Submitted!")).toBeVisible();
  });
});

test.describe("issue report", () => {
  test("marks each empty field, focusing the first; then the address the server refuses", async ({ page }) => {
    await page.goto("/report");
    const main = page.getByRole("main");
    const email = main.getByLabel("Email", { exact: true });
    const type = main.getByRole("combobox", { name: "Issue type" });
    const description = main.getByLabel("Description");
    await main.getByRole("button", { name: "Report Issue" }).click();
    await expect(toasts(page).getByText("Missing Information")).toBeVisible();
    await expectMarked(email, FIELD_MESSAGES.email);
    await expectMarked(type, FIELD_MESSAGES.issueType);
    await expectMarked(description, writeA("description"));
    await expect(email).toBeFocused();

    await email.fill(REFUSED_BY_SERVER);
    await choose(page, type, "Page error");
    await description.fill("The help page was blank on my phone.");
    for (const field of [email, type, description]) await expectNotMarked(field);
    await main.getByRole("button", { name: "Report Issue" }).click();
    await expect(toasts(page).getByText("Report Failed")).toBeVisible();
    await expectMarked(email, FIELD_MESSAGES.email);
    await expect(description).toHaveValue("The help page was blank on my phone.");
  });
});
