import type { ChildProcess } from "node:child_process";
import { expect, test } from "@playwright/test";
import { outboxKeyFor } from "@/lib/auth/outbox-key";
import { latestMailedLink, startFakeSmtp } from "../support/fake-smtp";
import { openSignInLink } from "./auth";
import { uniqueEmail } from "./db";
import { E2E_AUTH_SECRET } from "./server-env";
import { extraPort, startApp, waitForHealth } from "./spawn-app";

// A production deployment (DEPLOY_ENV=production) with everything it requires, mail by SMTP to a local
// server: the sign-in link reaches the inbox only, never the server's log or an outbox (security issue
// 32, finding 1: without SMTP, anyone reading the log could sign in as anyone).

const PORT = extraPort(50);
const APP = `http://127.0.0.1:${PORT}`;
let app: ChildProcess | null = null;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>> | null = null;
let log = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  smtp = await startFakeSmtp();
  app = startApp(
    PORT,
    { DEPLOY_ENV: "production", EMAIL_SERVER: smtp.url, EMAIL_FROM: "Holla <hello@holla.example>", ALLOW_TIER_OVERRIDE: "" },
    (text) => {
      log += text;
    },
  );
  await waitForHealth(APP);
});

test.afterAll(async () => {
  app?.kill("SIGTERM");
  await smtp?.close();
});

test("the sign-in link goes by mail only: not to the log, not to an outbox", async ({ page }) => {
  const email = uniqueEmail("e2e-prod-mail");
  await page.goto(`${APP}/sign-in`);
  await page.getByRole("main").getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();

  await expect.poll(() => latestMailedLink(email)).toBeTruthy();
  const link = latestMailedLink(email)!;
  expect(new URL(link).origin).toBe(APP);
  expect(smtp!.received.find((m) => m.to.includes(email))?.from).toBe("hello@holla.example");
  expect(log).not.toContain("/sign-in/confirm");
  expect(log).not.toContain(email);
  expect(log).not.toMatch(/outbox/i);
  expect((await fetch(`${APP}/dev/outbox?key=${outboxKeyFor(E2E_AUTH_SECRET)}`)).status).toBe(404);

  await openSignInLink(page, link);
  await expect(page.getByRole("banner").getByRole("link", { name: /^Welcome (back|to Holla)!/ })).toBeVisible();
});
