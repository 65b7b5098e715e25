import { expect, test } from "@playwright/test";
import { ROUTE_ALIASES } from "@/lib/platform/http/route-aliases";

// The spec's second names are rewrites to the same page or handler (lib/platform/http/route-aliases.ts):
// over HTTP they answer exactly as the first names do.

test("the second names of calls answer as the first", async ({ request }) => {
  expect(ROUTE_ALIASES["/api/standalone-auth/user"]).toBe("/api/auth/user");
  const [alias, first] = await Promise.all([request.get("/api/standalone-auth/user"), request.get("/api/auth/user")]);
  expect([alias.status(), first.status()]).toEqual([401, 401]);
  expect(await alias.json()).toEqual(await first.json());

  const [intentAlias, intent] = await Promise.all([
    request.post("/api/standalone-payment-intent", { data: {} }),
    request.post("/api/create-payment-intent", { data: {} }),
  ]);
  expect(intentAlias.status()).toBe(intent.status());
  expect(await intentAlias.json()).toEqual(await intent.json());
});

test("the second names of pages serve the page, with its own scripts allowed", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  for (const alias of Object.keys(ROUTE_ALIASES).filter((path) => !path.startsWith("/api/"))) {
    const response = await page.goto(alias);
    expect(response?.status(), alias).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get Premium");
    await expect(page).toHaveURL(alias);
  }
  expect(violations).toEqual([]);
});
