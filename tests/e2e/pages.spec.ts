import { expect, test } from "@playwright/test";
import { PRIVACY_PAGE } from "@/content/privacy";
import { formatPrice, PLANS } from "@/lib/plans";
import { FOOTER_LINKS, SITE } from "@/lib/site";

const PAGES: [path: string, heading: string | RegExp][] = [
  ["/", "So You Always Get A HollaBack"],
  ["/privacy", "Privacy Policy"],
  ["/terms", "Terms of Service"],
  ["/about", "About Holla"],
  ["/help", "Help Center"],
  ["/contact", "Contact Us"],
  ["/how-it-works", "How It Works"],
  ["/success-stories", "Success Stories"],
  ["/guidelines", "Community Guidelines"],
  ["/refund-policy", "Refund Policy"],
  ["/report", "Report an Issue"],
  ["/feedback", "Share Your Feedback"],
  ["/compare", "Compare Plans"],
  ["/subscribe", "Get Premium"],
  ["/no-oauth-subscribe", "Get Premium"],
  ["/subscribe-oauth", "Get Premium"],
  ["/premium-checkout", "Upgrade to Premium"],
  ["/welcome-premium", "Premium confirmation"],
  ["/subscribe-premium-plus", "Premium Plus"],
  ["/payment-test", "Payment System Test"],
  ["/sign-in/confirm", "Finish Signing In"],
];

test.describe("every route renders its page", () => {
  for (const [path, heading] of PAGES) {
    test(`${path} shows "${heading}" with the site chrome`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.getByRole("banner").getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/#generator");
      await expect(page.getByRole("contentinfo").getByText("So You Always Get A HollaBack")).toBeVisible();
    });
  }

  test("each page has its own title and description", async ({ page }) => {
    // Twenty-odd pages in one test: the title and meta tags are in the HTML, so no need to wait for load.
    test.setTimeout(90_000);
    const seen = new Map<string, string>();
    for (const [path] of PAGES.filter(([p]) => !["/no-oauth-subscribe", "/subscribe-oauth"].includes(p))) {
      await page.goto(path, { waitUntil: "domcontentloaded" });
      const title = await page.title();
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length, `${path} description`).toBeGreaterThan(40);
      expect(seen.get(title), `${path} shares its title with ${seen.get(title)}`).toBeUndefined();
      seen.set(title, path);
    }
  });
});

test("/compare's tab title and its heading name the page alike", async ({ page }) => {
  await page.goto("/compare");
  // biome-ignore lint/performance/useDomNodeTextContent: the heading as the visitor reads it (rendered text) is what the tab title must match
  const heading = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
  expect(heading).not.toBe("");
  expect(await page.title()).toBe(`${heading} | ${SITE.name}`);
});

test("an unknown path answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/no-such-page/at-all");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
  await page.getByRole("main").getByRole("link", { name: /home/i }).first().click();
  await expect(page).toHaveURL("/");
});

test("an unknown /api path answers a small JSON 404, not the page", async ({ request }) => {
  for (const path of ["/api/nope", "/api/generate/extra", "/api/v2/users/1"]) {
    for (const method of ["get", "post", "delete"] as const) {
      const response = await request[method](path);
      expect(response.status(), `${method} ${path}`).toBe(404);
      expect(response.headers()["content-type"]).toMatch(/application\/json/);
      expect(await response.json()).toEqual({ error: "There is no API at this address.", code: "not_found" });
    }
  }
});

test("every footer link resolves", async ({ page, request }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  // The year of the build (tests/unit/site-footer.test.ts proves it is the clock's, not one typed in).
  await expect(footer.getByText(`© ${new Date().getUTCFullYear()} `)).toBeVisible();
  for (const column of FOOTER_LINKS) {
    await expect(footer.getByRole("heading", { name: column.title })).toBeVisible();
    for (const link of column.links) {
      await expect(footer.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.href);
      if (link.href.startsWith("/#")) {
        await expect(page.locator(link.href.slice(1))).toHaveCount(1);
      } else {
        expect((await request.get(link.href)).status(), link.href).toBe(200);
      }
    }
  }
  await expect(footer).toContainText(`© ${new Date().getUTCFullYear()} Holla™`);
});

test("Features and Pricing scroll to their sections on the home page, from any page", async ({ page }) => {
  await page.goto("/terms");
  await page.getByRole("banner").getByRole("link", { name: "Pricing" }).click();
  await expect(page).toHaveURL("/#pricing");
  await expect(page.locator("#pricing")).toBeInViewport();
  await page.getByRole("banner").getByRole("link", { name: "Features" }).click();
  await expect(page).toHaveURL("/#features");
  await expect(page.locator("#features")).toBeInViewport();
});

test("plan prices on the pages come from lib/plans.ts", async ({ page }) => {
  await page.goto("/compare");
  await expect(page.getByText(formatPrice(PLANS.premium.priceCents)).first()).toBeVisible();
  await expect(page.getByText(formatPrice(PLANS.premium_plus.priceCents)).first()).toBeVisible();
  await page.getByRole("link", { name: "Get Premium" }).click();
  await expect(page).toHaveURL("/premium-checkout");
  await page.goto("/compare");
  await page.getByRole("link", { name: "Back To Home" }).click();
  await expect(page).toHaveURL("/");
});

test("the privacy policy has its 11 sections", async ({ page }) => {
  expect(PRIVACY_PAGE.sections).toHaveLength(11);
  await page.goto("/privacy");
  for (const section of PRIVACY_PAGE.sections) {
    await expect(page.getByRole("heading", { level: 2, name: section.title })).toBeVisible();
  }
  await expect(page.getByText("Last updated: June 2025")).toBeVisible();
});

test("the help FAQ opens and closes", async ({ page }) => {
  await page.goto("/help");
  const first = page.locator("details").first();
  await expect(first).not.toHaveAttribute("open");
  await first.locator("summary").click();
  await expect(first).toHaveAttribute("open");
});

test("installable and shareable: a web app manifest with icons, a favicon, an apple-touch-icon and link-preview tags with an image", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(manifestHref).toBeTruthy();
  const manifest = await (await request.get(manifestHref!)).json();
  expect(manifest).toMatchObject({ short_name: "Holla", start_url: "/", display: "standalone" });
  const sizes = (manifest.icons as Array<{ sizes: string; src: string }>).map((i) => i.sizes);
  expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  for (const icon of manifest.icons as Array<{ src: string }>) {
    const res = await request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()["content-type"]).toBe("image/png");
  }
  const favicon = await request.get("/favicon.ico");
  expect(favicon.status()).toBe(200);
  const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  expect((await request.get(touch!)).headers()["content-type"]).toBe("image/png");

  const meta = (name: string) => page.locator(`meta[property="${name}"], meta[name="${name}"]`).first().getAttribute("content");
  expect(await meta("og:title")).toContain("Holla");
  expect(await meta("og:description")).toBeTruthy();
  expect(await meta("twitter:card")).toBe("summary_large_image");
  const image = await meta("og:image");
  expect(image).toMatch(/^https?:\/\/[^/]+\/opengraph-image/);
  const picture = await request.get(new URL(image!).pathname + new URL(image!).search);
  expect(picture.status()).toBe(200);
  expect(picture.headers()["content-type"]).toBe("image/png");
  expect((await picture.body()).length).toBeGreaterThan(10_000);
});
