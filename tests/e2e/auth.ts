import { spawnSync } from "node:child_process";
import { expect, type Page } from "@playwright/test";
import { outboxKeyFor } from "@/lib/auth/outbox-key";
import { SIGN_IN_CALLBACK_PATH, SIGN_IN_CONFIRM_PATH, SIGN_IN_NONCE_FIELD, SIGN_IN_NONCE_PATH } from "@/lib/auth/sign-in-rules";
import { query, uniqueEmail } from "./db";
import { E2E_AUTH_SECRET } from "./server-env";

export const OUTBOX = `/dev/outbox?key=${outboxKeyFor(E2E_AUTH_SECRET)}`;

/** The sign-in link of the newest outbox message to `email`, as /dev/outbox lists it. */
export async function linkFromOutbox(page: Page, email: string): Promise<string> {
  const outbox = await page.context().newPage();
  await outbox.goto(OUTBOX);
  const message = outbox.getByRole("article", { name: `Your Holla sign-in link to ${email}` }).first();
  await expect(message).toBeVisible();
  const href = await message.getByRole("link", { name: "Open the sign-in link" }).getAttribute("href");
  await outbox.close();
  expect(href).toBeTruthy();
  return href!;
}

/**
 * Opens an emailed sign-in link as a person does: the page it opens, then its Sign In button (which
 * fetches a nonce and posts the form to the callback, whose redirect the browser follows).
 */
export async function openSignInLink(page: Page, link: string) {
  await page.goto(link);
  await page.getByRole("main").getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname !== SIGN_IN_CONFIRM_PATH);
}

/**
 * What the confirm page's Sign In does, without a browser (for tests that drive an app by fetch): a
 * nonce, then the form POST to the callback. The answer's Set-Cookie holds the session.
 */
export async function pressSignIn(link: string, headers: Record<string, string> = {}): Promise<Response> {
  const url = new URL(link);
  const issued = await fetch(`${url.origin}${SIGN_IN_NONCE_PATH}`, { method: "POST", headers });
  expect(issued.status).toBe(200);
  const { nonce } = (await issued.json()) as { nonce: string };
  const form = new URLSearchParams(url.search);
  form.set(SIGN_IN_NONCE_FIELD, nonce);
  const cookie = issued.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .join("; ");
  return fetch(`${url.origin}${SIGN_IN_CALLBACK_PATH}`, {
    method: "POST",
    redirect: "manual",
    headers: { ...headers, cookie, "content-type": "application/x-www-form-urlencoded" },
    body: form,
  });
}

/** Signs `page`'s browser in without the form: asks for a link, then opens it from the outbox. */
export async function signIn(page: Page, email: string, next = "/") {
  const asked = await page.request.post("/api/standalone-login", { data: { email, next } });
  expect(asked.status()).toBe(200);
  await openSignInLink(page, await linkFromOutbox(page, email));
  await expect(page.getByRole("banner").getByRole("link", { name: /^Welcome (back|to Holla)!/ })).toBeVisible();
}

/** `npm run grant-premium -- EMAIL` against the e2e server's database, as a person doing QA would. */
export function grantPremium(email: string, ...flags: string[]) {
  const result = spawnSync(process.execPath, ["scripts/grant-premium.mjs", email, ...flags], {
    env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL },
    encoding: "utf8",
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout.trim();
}

export async function userRows(email: string) {
  return query<{ id: string }>('select id from "users" where email = $1', [email]);
}

/** A new account with Premium granted (as QA would), signed in on `page`. */
export async function signInAsPremium(page: Page, tag: string): Promise<string> {
  const email = uniqueEmail(tag);
  grantPremium(email);
  await signIn(page, email);
  return email;
}
