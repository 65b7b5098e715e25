import { expect, type Page, test } from "@playwright/test";
import { query, uniqueEmail } from "./db";
import { APP_URL } from "./server-env";

/** Holds a form's API call until released, so the pending state can be seen without sleeping. */
async function holdRequests(page: Page, path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(path, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function choose(page: Page, trigger: string, option: string) {
  await page.getByLabel(trigger).click();
  await page.getByRole("option", { name: option }).click();
}

// A prerendered page's scripts arrive after its first paint (docs/architecture.md, "Scripts after the first
// paint"): until React runs a form, a press would submit it the browser's way, its email in the address, and text
// typed into it would be reset. As served, its fields take no typing and its button no press.
test("a form, or a button only React answers, takes no input in the served page until React runs it", async ({ page, browser }) => {
  const scriptless = await browser.newContext({ javaScriptEnabled: false });
  const served = await scriptless.newPage();
  await served.goto(new URL("/feedback", APP_URL).toString());
  await expect(served.getByLabel("Email", { exact: true })).not.toBeEditable();
  await expect(served.getByRole("button", { name: "Submit Feedback" })).toBeDisabled();
  await expect(served.getByPlaceholder("Enter your email")).not.toBeEditable();
  await expect(served.getByRole("button", { name: "Subscribe" })).toBeDisabled();
  // The one other button only React answers: Premium Plus's, which shows a toast.
  await served.goto(new URL("/", APP_URL).toString());
  await expect(served.getByRole("button", { name: "Coming Soon" })).toBeDisabled();
  await scriptless.close();

  await page.goto("/feedback");
  await expect(page.getByLabel("Email", { exact: true })).toBeEditable();
  await expect(page.getByRole("button", { name: "Submit Feedback" })).toBeEnabled();
  await expect(page.getByPlaceholder("Enter your email")).toBeEditable();
  await expect(page.getByRole("button", { name: "Subscribe" })).toBeEnabled();
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Coming Soon" })).toBeEnabled();
});

test.describe("newsletter sign-up (footer)", () => {
  test("refuses an email without @ and sends nothing", async ({ page }) => {
    let sent = false;
    page.on("request", (r) => {
      if (r.url().includes("/api/newsletter-signup")) sent = true;
    });
    await page.goto("/about");
    await page.getByPlaceholder("Enter your email").fill("nobody");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Invalid Email")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address!")).toBeVisible();
    expect(sent).toBe(false);
  });

  test("subscribes, shows '...' while pending, clears the field and stores the email", async ({ page }) => {
    const email = uniqueEmail("news");
    await page.goto("/help");
    const release = await holdRequests(page, "**/api/newsletter-signup");
    const field = page.getByPlaceholder("Enter your email");
    await field.fill(email);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("button", { name: "..." })).toBeDisabled();
    release();
    await expect(page.getByText("Thanks for subscribing!")).toBeVisible();
    await expect(page.getByText("We'll keep you updated on new features and Premium Plus launch.")).toBeVisible();
    await expect(field).toHaveValue("");
    expect(await query("select email from newsletter_signup where email = $1", [email])).toHaveLength(1);
  });

  test("shows the server's message when the server refuses", async ({ page }) => {
    await page.goto("/about");
    await page.getByPlaceholder("Enter your email").fill("two@@example");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Subscription Failed")).toBeVisible();
    await expect(page.getByText(/valid email/i).last()).toBeVisible();
  });
});

test.describe("feedback form", () => {
  test("asks for every field before sending", async ({ page }) => {
    await page.goto("/feedback");
    await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("fb"));
    await page.getByRole("button", { name: "Submit Feedback" }).click();
    await expect(page.getByText("All Fields Required")).toBeVisible();
    await expect(page.getByText("Please fill in all fields before submitting.")).toBeVisible();
  });

  test("submits, shows Submitting..., clears the fields and stores the row", async ({ page }) => {
    const email = uniqueEmail("fb");
    await page.goto("/feedback");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await choose(page, "Feedback type", "An idea or a feature request");
    await page.getByLabel("Message").fill("The tone tiles are lovely. Please add a dark mode!");
    const release = await holdRequests(page, "**/api/feedback");
    await page.getByRole("button", { name: "Submit Feedback" }).click();
    await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    release();
    await expect(page.getByText("Feedback Submitted!")).toBeVisible();
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("Message")).toHaveValue("");
    const rows = await query<{ feedback_type: string; message: string }>("select feedback_type, message from feedback where email = $1", [
      email,
    ]);
    expect(rows).toEqual([{ feedback_type: "idea", message: "The tone tiles are lovely. Please add a dark mode!" }]);
  });
});

test.describe("issue report form", () => {
  test("asks for every field before sending", async ({ page }) => {
    await page.goto("/report");
    await page.getByLabel("Description").fill("Something broke");
    await page.getByRole("button", { name: "Report Issue" }).click();
    await expect(page.getByText("Missing Information")).toBeVisible();
    await expect(page.getByText("Please fill in all fields to report the issue.")).toBeVisible();
  });

  test("submits, clears the form and stores the report", async ({ page }) => {
    const email = uniqueEmail("rep");
    await page.goto("/report");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await choose(page, "Issue type", "Page error");
    await page.getByLabel("Description").fill("The help page showed a blank screen on my phone.");
    const release = await holdRequests(page, "**/api/report");
    await page.getByRole("button", { name: "Report Issue" }).click();
    await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    release();
    await expect(page.getByText("Issue Reported")).toBeVisible();
    await expect(page.getByLabel("Description")).toHaveValue("");
    const rows = await query<{ issue_type: string }>("select issue_type from issue_report where email = $1", [email]);
    expect(rows).toEqual([{ issue_type: "page-error" }]);
  });
});
