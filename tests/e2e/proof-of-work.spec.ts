import type { ChildProcess } from "node:child_process";
import { expect, test } from "@playwright/test";
import { query, uniqueEmail } from "./db";
import { extraPort, startApp, waitForHealth } from "./spawn-app";

// A flood has used up the newsletter's budget for everyone: a person's browser is asked for a proof of
// work, solves it by itself and is signed up, while a script that sends no proof is refused.

const PORT = extraPort(30);
const APP = `http://127.0.0.1:${PORT}`;

// The rate-limit counters live in the shared e2e database, so the flood and the person each come
// from their own address (X-Forwarded-For, read as a trusted proxy's): neither touches the per-address
// budgets other tests use. The budget for everyone is shared too, which is why the flood runs until
// it meets a challenge rather than for an exact count.
const PERSON = { "x-forwarded-for": "203.0.113.90" };

function subscribe(email: string, headers: Record<string, string>) {
  return fetch(`${APP}/api/newsletter-signup`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ email }),
  });
}

test("past the budget for everyone, a person's browser proves its work and is signed up; a script without a proof is not", async ({
  page,
}) => {
  test.setTimeout(120_000);
  let app: ChildProcess | null = null;
  try {
    app = startApp(PORT, { TRUSTED_PROXY_COUNT: "1", FORM_RATE_LIMIT_GLOBAL_PER_HOUR: "3" });
    await waitForHealth(APP);

    let challenged = false;
    for (let i = 0; i < 40 && !challenged; i++) {
      const res = await subscribe(uniqueEmail("e2e-pow-flood"), { "x-forwarded-for": `198.18.77.${i}` });
      if (res.status === 429) {
        expect((await res.json()).code).toBe("proof_of_work_required");
        challenged = true;
      } else expect(res.status).toBe(200);
    }
    expect(challenged).toBe(true);

    const plain = await subscribe(uniqueEmail("e2e-pow-script"), { "x-forwarded-for": "198.18.78.1" });
    expect(plain.status).toBe(429);
    expect(Number(plain.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await plain.json()).toEqual({
      error: expect.any(String),
      code: "proof_of_work_required",
      challenge: { token: expect.stringMatching(/^newsletter\./), difficulty: expect.any(Number) },
    });

    const email = uniqueEmail("e2e-pow-person");
    const calls: Array<{ proof: string | null; status: number }> = [];
    page.on("response", (response) => {
      if (response.url().endsWith("/api/newsletter-signup"))
        calls.push({ proof: response.request().headers()["x-holla-proof"] ?? null, status: response.status() });
    });
    await page.setExtraHTTPHeaders(PERSON);
    await page.goto(`${APP}/help`);
    const field = page.getByPlaceholder("Enter your email");
    await field.fill(email);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Thanks for subscribing!")).toBeVisible();
    await expect(field).toHaveValue("");
    expect(calls).toEqual([
      { proof: null, status: 429 },
      { proof: expect.stringMatching(/^newsletter\./), status: 200 },
    ]);
    expect(await query("select email from newsletter_signup where email = $1", [email])).toHaveLength(1);
  } finally {
    app?.kill("SIGKILL");
  }
});
