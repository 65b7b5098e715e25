import { expect, test } from "@playwright/test";
import { RESEND_COOLDOWN_SECONDS } from "@/lib/auth/sign-in-rules";
import { PLANS } from "@/lib/plans";
import { SAVED_REPLIES_PAGE } from "@/lib/saved-replies/rules";
import { grantPremium, linkFromOutbox, OUTBOX, openSignInLink, signIn, signInAsPremium, userRows } from "./auth";
import { query, uniqueEmail } from "./db";
import { expectTouchTarget, PHONE_WIDTHS } from "./phone";
import { APP_URL, PAYMENTS_APP_URL } from "./server-env";
import { acceptNotice, generate, replyCards, toneTile } from "./tool";

// Accounts (docs/product.md; docs/decisions.md): the email link is the only way in, and the
// server alone says who is premium. The e2e server has no SMTP, so mail goes to /dev/outbox.

const header = (page: import("@playwright/test").Page) => page.getByRole("banner");

test.describe("signing in with the email link", () => {
  test("the header's Sign In, the quick panel, the link from the outbox, and back where it started", async ({ page }) => {
    const email = uniqueEmail("e2e-signin");
    await page.goto("/help");
    await expect(header(page).getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/#generator");
    await header(page).getByRole("link", { name: "Sign In" }).click();
    await expect(page).toHaveURL("/sign-in?next=%2Fhelp");

    const continueButton = page.getByRole("button", { name: "Continue" });
    await expect(continueButton).toBeDisabled();
    await page.getByRole("main").getByLabel("Email address").fill("not-an-email");
    await continueButton.click();
    const toasts = page.getByRole("region", { name: /Notifications/ });
    await expect(toasts.getByText("Invalid Email")).toBeVisible();
    await expect(toasts.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByRole("main").getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");

    await page.getByRole("main").getByLabel("Email address").fill(email);
    await continueButton.click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await expect(page.getByText(`We sent a sign-in link to ${email}.`)).toBeVisible();
    // Like a deployment, the e2e server doesn't tell a customer where its undelivered mail sits.
    await expect(page.getByText(/no mail service set up|\/dev\/outbox/)).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Resend link in \d+s$/ })).toBeDisabled();
    // Asking is not signing in.
    expect(await userRows(email)).toHaveLength(0);

    await openSignInLink(page, await linkFromOutbox(page, email));
    await expect(page).toHaveURL("/help");
    await expect(page.getByRole("region", { name: /Notifications/ }).getByText("Welcome to Holla!")).toBeVisible();
    await expect(page.getByText(`You're signed in as ${email}.`)).toBeVisible();
    // A first sign-in is greeted as new, not "back".
    await expect(header(page).getByRole("link", { name: "Welcome to Holla!" })).toHaveAttribute("href", "/account");
    await expect(header(page).getByRole("button", { name: "Sign Out" })).toBeVisible();
    await expect(header(page).getByRole("link", { name: "Get Started" })).toHaveCount(0);
    expect(await userRows(email)).toHaveLength(1);
  });

  test("an anonymous visitor's page doesn't ask who is signed in, and logs no error", async ({ page }) => {
    const asked: string[] = [];
    const errors: string[] = [];
    page.on("request", (r) => r.url().includes("/api/auth/user") && asked.push(r.url()));
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await page.goto("/about");
    await expect(header(page).getByRole("link", { name: "Get Started" })).toBeVisible();
    await page.goto("/");
    await expect(header(page).getByRole("link", { name: "Get Started" })).toBeVisible();
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("the header shows a spinner while it asks who is signed in", async ({ page }) => {
    // A browser that was signed in here (the hint cookie) asks; this one's session is gone, so: Get Started.
    await page.context().addCookies([{ name: "holla_signed_in", value: "1", url: APP_URL }]);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/auth/user", async (route) => {
      await released;
      await route.continue();
    });
    await page.goto("/about");
    await expect(header(page).getByRole("status")).toHaveText("Checking whether you're signed in…");
    await expect(header(page).getByRole("link", { name: "Get Started" })).toHaveCount(0);
    release();
    await expect(header(page).getByRole("link", { name: "Get Started" })).toBeVisible();
    await expect(header(page).getByRole("status")).toHaveCount(0);
    // The stale hint is dropped, so the next page doesn't ask again.
    expect((await page.context().cookies()).find((c) => c.name === "holla_signed_in")).toBeUndefined();
  });

  test("a mail scanner that opens the link doesn't use it up: the person's click still signs in", async ({ page, browser }) => {
    const email = uniqueEmail("e2e-scanner");
    expect((await page.request.post("/api/standalone-login", { data: { email } })).status()).toBe(200);
    const link = await linkFromOutbox(page, email);
    // What Safe Links and its kind do: fetch the link, even render it, and press nothing.
    const scanner = await browser.newPage();
    for (let i = 0; i < 3; i++) expect((await scanner.request.get(link)).status()).toBe(200);
    await scanner.goto(link);
    await expect(scanner.getByRole("main").getByRole("heading", { name: `Sign in as ${email}` })).toBeVisible();
    await scanner.close();

    await openSignInLink(page, link);
    await expect(header(page).getByRole("link", { name: /^Welcome (back|to Holla)!/ })).toBeVisible();
  });

  test("a link with its token cut off says so and offers a new one", async ({ page }) => {
    await page.goto("/sign-in/confirm?email=someone%40example.com");
    await expect(page.getByRole("main").getByRole("alert")).toContainText("This link is incomplete");
    await page.getByRole("main").getByRole("link", { name: "Get a new link" }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test("a link works once: opened again it explains and offers a new one", async ({ page, browser }) => {
    const email = uniqueEmail("e2e-once");
    await signIn(page, email);
    const link = await linkFromOutbox(page, email);
    const stranger = await browser.newPage();
    await openSignInLink(stranger, link);
    await expect(stranger).toHaveURL(/\/sign-in\?error=Verification/);
    await expect(stranger.getByRole("main").getByRole("alert")).toHaveText(/expired or was already used/);
    await expect(stranger.getByRole("main").getByLabel("Email address")).toBeVisible();
    await expect(header(stranger).getByRole("link", { name: "Get Started" })).toBeVisible();
    await stranger.close();
  });

  test("Resend waits out the cooldown, then sends a new link", async ({ page }) => {
    test.slow();
    const email = uniqueEmail("e2e-resend");
    await page.clock.install();
    await page.goto("/sign-in");
    await page.getByRole("main").getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await expect(page.getByRole("button", { name: `Resend link in ${RESEND_COOLDOWN_SECONDS}s` })).toBeDisabled();
    await page.clock.fastForward(RESEND_COOLDOWN_SECONDS * 1000);
    const resend = page.getByRole("button", { name: "Resend link" });
    await expect(resend).toBeEnabled();
    // The server's cooldown is real time: wait for it out of band rather than in the page's clock.
    await query("delete from rate_limit where key = $1", [`signin:cooldown:${email}`]);
    await resend.click();
    await expect(page.getByText("Link Sent Again")).toBeVisible();
    expect(await query('select 1 from outbox_email where "to" = $1', [email])).toHaveLength(2);
  });

  test("/account while signed out asks to sign in, and the link brings you back to it", async ({ page }) => {
    await page.goto("/account");
    await expect(page).toHaveURL("/sign-in?next=%2Faccount");
    const email = uniqueEmail("e2e-acct");
    await page.getByRole("main").getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await openSignInLink(page, await linkFromOutbox(page, email));
    await expect(page).toHaveURL("/account");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your Account");
    await expect(page.getByText(email, { exact: true })).toBeVisible();
  });

  test("the outbox needs its key", async ({ page }) => {
    expect((await page.goto("/dev/outbox"))?.status()).toBe(404);
    expect((await page.goto("/dev/outbox?key=guess"))?.status()).toBe(404);
    expect((await page.goto(OUTBOX))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Outbox");
  });
});

test.describe("signed in", () => {
  // The list comes a page at a time (security issue 32, finding 6): the tab shows every reply, the first page at once.
  test("a Premium account's Saved Replies shows all of a list longer than one page", async ({ page }) => {
    const email = await signInAsPremium(page, "e2e-many-saves");
    const count = SAVED_REPLIES_PAGE * 2 + 7;
    await query(
      `insert into saved_reply (id, user_id, text, tone, language, created_at)
       select 'e2e-' || md5(random()::text || n), u.id, 'Saved line ' || n, 'funny', 'en', now() - (n || ' seconds')::interval
       from "users" u, generate_series(1, $2::int) n where u.email = $1`,
      [email, count],
    );
    await acceptNotice(page);
    await page.getByRole("tab", { name: "Saved Replies" }).click();
    const list = page.getByRole("list", { name: "Saved replies" });
    await expect(page.getByRole("status").filter({ hasText: /saved repl/ })).toHaveText(`${count} saved replies`);
    await expect(list.getByRole("article")).toHaveCount(count);
    // Newest first, and the oldest, from the last page, is there too.
    await expect(list.getByRole("article").first()).toContainText("Saved line 1");
    await expect(list.getByRole("article").last()).toContainText(`Saved line ${count}`);
  });

  test("saves survive a reload and a new browser context", async ({ page, browser }) => {
    // Two sign-ins, two notices and a generation: on a busy two-core runner this passed its last step at 31 s.
    test.setTimeout(120_000);
    const email = uniqueEmail("e2e-saves");
    await signIn(page, email);
    await acceptNotice(page);
    await generate(page);
    // The reply as a string (what Save stores): the paragraph holds only its text.
    const text = ((await replyCards(page).first().locator("p.whitespace-pre-wrap").textContent()) ?? "").trim();
    await replyCards(page).first().getByRole("button", { name: "Save reply" }).click();
    await expect(page.getByText("Reply Saved!")).toBeVisible();
    await expect(
      replyCards(page)
        .first()
        .getByRole("button", { name: /^Saved/ }),
    ).toHaveAttribute("aria-pressed", "true");

    await page.reload();
    await page.getByRole("tab", { name: "Saved Replies" }).click();
    await expect(page.getByText("Kept in your account, on every device where you sign in.")).toBeVisible();
    await expect(page.getByRole("list", { name: "Saved replies" }).getByRole("article")).toHaveCount(1);
    await expect(page.getByRole("list", { name: "Saved replies" })).toContainText(text);
    const rows = await query<{ text: string }>('select s.text from saved_reply s join "users" u on u.id = s.user_id where u.email = $1', [
      email,
    ]);
    expect(rows).toEqual([{ text }]);

    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await query("delete from rate_limit where key = $1", [`signin:cooldown:${email}`]);
    await signIn(other, email);
    await acceptNotice(other);
    await other.getByRole("tab", { name: "Saved Replies" }).click();
    await expect(other.getByRole("list", { name: "Saved replies" })).toContainText(text);
    await elsewhere.close();
  });

  test("replies saved before signing in move into the account when Move is pressed", async ({ page }) => {
    await acceptNotice(page);
    await generate(page);
    const text = ((await replyCards(page).nth(1).locator("p.whitespace-pre-wrap").textContent()) ?? "").trim();
    await replyCards(page).nth(1).getByRole("button", { name: "Save reply" }).click();
    await expect(page.getByText("Reply Saved!")).toBeVisible();
    await page.getByRole("tab", { name: "Saved Replies" }).click();
    await expect(page.getByText(/Kept in this browser\./)).toBeVisible();

    const email = uniqueEmail("e2e-merge");
    await signIn(page, email);
    await page.getByRole("tab", { name: "Saved Replies" }).click();
    // Offered, not moved: the account is named, and nothing is in it until Move.
    await expect(page.getByText(`Move 1 reply saved in this browser into your account (${email})?`)).toBeVisible();
    const rows = () => query('select s.text from saved_reply s join "users" u on u.id = s.user_id where u.email = $1', [email]);
    expect(await rows()).toEqual([]);
    await page.getByRole("button", { name: "Move", exact: true }).click();
    await expect.poll(rows).toEqual([{ text }]);
    // The browser forgets its copy once the import's answer arrives, which is just after the row lands.
    await expect.poll(() => page.evaluate(() => localStorage.getItem("holla.savedReplies"))).toBeNull();
    await expect(page.getByRole("list", { name: "Saved replies" })).toContainText(text);
    await expect(page.getByText(/saved in this browser into your account/)).toHaveCount(0);
  });

  test("browser saves that don't fit the plan stay in the browser, and the Saved Replies tab says so", async ({ page }) => {
    const email = uniqueEmail("e2e-kept");
    await signIn(page, email);
    const [user] = await userRows(email);
    const limit = PLANS.basic.savedReplies!;
    for (let i = 0; i < limit; i++) {
      await query("insert into saved_reply (id, user_id, text, tone, language) values ($1, $2, $3, 'funny', 'en')", [
        `e2e${i}${Date.now()}`,
        user!.id,
        `Account reply ${i}`,
      ]);
    }
    await page.evaluate(() => {
      localStorage.setItem("holla.noticeAccepted", "1");
      const saved = [1, 2].map((n) => ({ text: `Browser reply ${n}`, tone: "flirty", language: "en", timestamp: 1_700_000_000_000 + n }));
      localStorage.setItem("holla.savedReplies", JSON.stringify(saved));
    });
    await page.goto("/");
    await page.getByRole("tab", { name: "Saved Replies" }).click();
    await page.getByRole("button", { name: "Move", exact: true }).click();
    await expect(
      page.getByText(`2 replies saved in this browser didn't fit ${PLANS.basic.name}'s ${limit}, so they stay here.`),
    ).toBeVisible();
    await expect(page.getByText(`${limit} of ${limit} saved`)).toBeVisible();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("holla.savedReplies")))!)).toHaveLength(2);
  });

  test("Sign Out ends the session and goes home; the saves stay with the account", async ({ page }) => {
    const email = uniqueEmail("e2e-out");
    await signIn(page, email);
    await page.goto("/how-it-works");
    await header(page).getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByText("Signed Out")).toBeVisible();
    await expect(header(page).getByRole("link", { name: "Get Started" })).toBeVisible();
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);
    expect(await query('select 1 from "session" s join "users" u on u.id = s.user_id where u.email = $1', [email])).toHaveLength(0);
  });

  test("the account page: plan, data export, and deleting the account", async ({ page }) => {
    const email = uniqueEmail("e2e-delete");
    await signIn(page, email);
    await page.goto("/account");
    const plan = page.getByText("Free: 2 replies a day and up to 10 saved replies.");
    await expect(plan).toBeVisible();
    await expect(page.getByRole("link", { name: /Upgrade to Premium/ })).toHaveAttribute("href", "/premium-checkout");

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export my data" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^holla-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await (await import("node:fs/promises")).readFile((await file.path())!, "utf8"));
    expect(exported.profile.email).toBe(email);
    expect(exported.plan).toBe("basic");

    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByRole("button", { name: "Delete everything" });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel("Type your email address to confirm").fill("someone@else.com");
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel("Type your email address to confirm").fill(email);
    await confirm.click();
    await expect(page).toHaveURL("/");
    await expect(page.getByText("Account Deleted")).toBeVisible();
    await expect(header(page).getByRole("link", { name: "Get Started" })).toBeVisible();
    expect(await userRows(email)).toHaveLength(0);
  });
});

test.describe("who is premium: only the server says", () => {
  test("x-test-tier is ignored without ALLOW_TIER_OVERRIDE", async ({ page }) => {
    await page.setExtraHTTPHeaders({ "x-test-tier": "premium" });
    await acceptNotice(page);
    await expect(
      page.getByText(`${PLANS.basic.dailyGenerations} of ${PLANS.basic.dailyGenerations} free replies left today`),
    ).toBeVisible();
    await toneTile(page, "creative").click();
    await expect(page).toHaveURL("/subscribe");
  });

  test("a signed-in Basic user cannot pick Creative; the same user granted Premium can", async ({ page }) => {
    const email = uniqueEmail("e2e-premium");
    await signIn(page, email);
    await acceptNotice(page);
    await expect(toneTile(page, "creative")).toContainText(PLANS.premium.name);
    await toneTile(page, "creative").click();
    await expect(page.getByText("Creative tone requires Premium subscription.")).toBeVisible();
    await expect(page).toHaveURL("/subscribe");
    await expect(page.getByRole("main").getByText(`Signed in as ${email}`, { exact: true })).toBeVisible();

    expect(grantPremium(email)).toMatch(/^Granted Premium to/);
    await page.goto("/");
    await expect(page.getByRole("tabpanel", { name: "Reply Generator" }).getByText("Unlimited replies")).toBeVisible();
    await generate(page, "Guess what I'm drawing right now 🎨", "creative");
    await expect(toneTile(page, "creative")).toHaveAttribute("aria-pressed", "true");
    await page.goto("/account");
    await expect(page.getByText("Granted by the Holla team: no billing, no renewal date.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Manage billing" })).toBeDisabled();

    expect(grantPremium(email, "--revoke")).toMatch(/^Revoked Premium/);
    await page.goto("/");
    await toneTile(page, "creative").click();
    await expect(page).toHaveURL("/subscribe");
  });
});

test.describe("where payments are set up", () => {
  test.use({ baseURL: PAYMENTS_APP_URL });

  test("/subscribe: Quick Start signs in by email and comes back to it", async ({ page }) => {
    const email = uniqueEmail("e2e-subscribe");
    await page.goto("/subscribe");
    await expect(page.getByRole("heading", { name: "Quick Start", exact: true })).toBeVisible();
    await page.getByRole("main").getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await openSignInLink(page, await linkFromOutbox(page, email));
    await expect(page).toHaveURL("/subscribe");
    await expect(page.getByRole("main").getByText(`Signed in as ${email}`, { exact: true })).toBeVisible();
  });
});

/** Every link and button the header shows at `width`, asserting none is left out of the list. */
async function headerTargets(page: import("@playwright/test").Page, width: number, signedIn: boolean) {
  const banner = header(page);
  // The sections' links give way to the account actions below 360 px (site-header.tsx).
  const sections = ["Features", "Pricing"].map((name) => banner.getByRole("link", { name, exact: true }));
  for (const link of sections) await expect(link).toBeVisible({ visible: width >= 360 });
  const targets = [
    banner.getByRole("link", { name: /home$/ }),
    ...(width >= 360 ? sections : []),
    ...(signedIn
      ? [banner.getByRole("link", { name: /^Welcome / }), banner.getByRole("button", { name: "Sign Out" })]
      : [banner.getByRole("link", { name: "Sign In" }), banner.getByRole("link", { name: "Get Started" })]),
  ];
  expect(await banner.getByRole("link").count()).toBe(targets.length - (signedIn ? 1 : 0));
  expect(await banner.getByRole("button").count()).toBe(signedIn ? 1 : 0);
  return targets;
}

test("the header fits a phone screen, and its links and buttons are 44 × 44 px, signed out and signed in", async ({ page }) => {
  const fits = () => page.evaluate(() => document.querySelector("header nav")!.getBoundingClientRect().right <= window.innerWidth);
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/about");
  await expect(header(page).getByRole("link", { name: "Get Started" })).toBeVisible();
  // Sign In on every width, and Get Started leads to the tool, not a payment page.
  await expect(header(page).getByRole("link", { name: "Sign In" })).toBeInViewport();
  await header(page).getByRole("link", { name: "Get Started" }).click();
  await expect(page).toHaveURL("/#generator");
  await page.goto("/about");
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 640 });
    await expect(header(page).getByRole("link", { name: "Sign In" })).toBeInViewport();
    for (const target of await headerTargets(page, width, false)) await expectTouchTarget(target);
    expect(await fits()).toBe(true);
  }
  await signIn(page, uniqueEmail("e2e-phone"));
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 640 });
    await expect(header(page).getByRole("button", { name: "Sign Out" })).toBeInViewport();
    for (const target of await headerTargets(page, width, true)) await expectTouchTarget(target);
    expect(await fits()).toBe(true);
  }
});

test.describe("the signed-in header", () => {
  const banner = header;

  test("greets a first sign-in as new and a returning one with exactly 'Welcome back!'", async ({ page, browser }) => {
    const email = uniqueEmail("e2e-greet");
    await signIn(page, email);
    await expect(banner(page).getByRole("link", { name: "Welcome to Holla!", exact: true })).toBeVisible();

    // The same person on another device, another day: an account that exists.
    const elsewhere = await browser.newContext();
    const again = await elsewhere.newPage();
    await query("delete from rate_limit where key = $1", [`signin:cooldown:${email}`]);
    await signIn(again, email);
    await expect(banner(again).getByRole("link", { name: "Welcome back!", exact: true })).toHaveAttribute("href", "/account");
    await expect(again.getByRole("region", { name: /Notifications/ }).getByText("Welcome back!", { exact: true })).toBeVisible();
    await expect(again.getByText("Welcome to Holla!")).toHaveCount(0);
    await elsewhere.close();
  });

  test("shows a Premium user's plan as a badge, and Sign Out as a quiet button, not the main gradient one", async ({ page }) => {
    await page.goto("/about");
    const getStarted = await banner(page)
      .getByRole("link", { name: "Get Started" })
      .evaluate((el) => getComputedStyle(el).backgroundImage);
    // The main call to action is the gradient one, so "not it" below means something.
    expect(getStarted).toContain("linear-gradient");

    await signInAsPremium(page, "e2e-badge");
    await page.goto("/about");
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 720 });
      const account = banner(page).getByRole("link", { name: /^Welcome back!/ });
      await expect(account.getByText(PLANS.premium.name, { exact: true })).toBeVisible();
      await expect(account).toHaveAccessibleName(`Welcome back! ${PLANS.premium.name}`);
      await page.mouse.move(0, 400);
      const signOut = banner(page).getByRole("button", { name: "Sign Out" });
      const look = await signOut.evaluate((el) => {
        const style = getComputedStyle(el);
        return { backgroundImage: style.backgroundImage, backgroundColor: style.backgroundColor };
      });
      expect(look.backgroundImage, `${width} px`).toBe("none");
      expect(look.backgroundColor, `${width} px`).toBe("rgba(0, 0, 0, 0)");
    }
  });

  test("a Basic user's header shows no plan badge", async ({ page }) => {
    await signIn(page, uniqueEmail("e2e-nobadge"));
    const account = banner(page).getByRole("link", { name: /^Welcome / });
    await expect(account).toHaveAccessibleName("Welcome to Holla!");
    await expect(account.getByText(PLANS.premium.name)).toHaveCount(0);
  });
});
