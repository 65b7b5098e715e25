import type { ChildProcess } from "node:child_process";
import net from "node:net";
import { expect, test } from "@playwright/test";
import { OUTBOX } from "./auth";
import { uniqueEmail } from "./db";
import { extraPort, startApp, waitForHealth } from "./spawn-app";

// The database goes away and comes back: the app reaches PostgreSQL through a TCP relay
// the test can cut. While it is cut, the API answers 503 with a clear message and a page that needs
// the database shows the friendly error page; when it is back, the same process serves again by
// itself, with no restart.

const PORT = extraPort(13);
const APP = `http://127.0.0.1:${PORT}`;

/** A relay to the e2e PostgreSQL whose connections can all be cut, and new ones refused, at will. */
async function relayTo(target: URL) {
  const sockets = new Set<net.Socket>();
  let open = true;
  const server = net.createServer((client) => {
    if (!open) return client.destroy();
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("close", () => sockets.delete(s));
      s.on("error", () => s.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut() {
      open = false;
      for (const s of sockets) s.destroy();
    },
    restore() {
      open = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test("an outage is a clear 503 and a friendly page, and the app recovers by itself", async ({ page }) => {
  test.setTimeout(120_000);
  const target = new URL(process.env.E2E_DATABASE_URL!);
  const relay = await relayTo(target);
  const viaRelay = new URL(target);
  viaRelay.hostname = "127.0.0.1";
  viaRelay.port = String(relay.port);
  let app: ChildProcess | null = null;
  try {
    // The shared test address must not be what answers the form: the outage is under test.
    app = startApp(PORT, { DATABASE_URL: viaRelay.toString(), TRUSTED_PROXY_COUNT: "1", FORM_RATE_LIMIT_PER_HOUR: "100000" });
    await waitForHealth(APP);
    const feedback = () =>
      fetch(`${APP}/api/feedback`, {
        method: "POST",
        // Its own address: the form counters live in the shared e2e database (see crash-durability).
        headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.78" },
        body: JSON.stringify({ email: uniqueEmail("e2e-outage"), feedbackType: "other", message: "Still there?" }),
      });
    expect((await feedback()).status).toBe(200);

    relay.cut();
    const down = await feedback();
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({
      error: expect.stringMatching(/database is unavailable.*Nothing was lost/i),
      code: "database_unavailable",
    });
    expect((await fetch(`${APP}/api/health`)).status).toBe(503);
    // A page that reads the database (the outbox lists stored mail): the friendly error page, no internals.
    await page.goto(`${APP}${OUTBOX}`);
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
    await expect(page.getByText(/ECONNREFUSED|127\.0\.0\.1|at \w+ \(/)).toHaveCount(0);
    // The static pages never needed it.
    await page.goto(`${APP}/help`);
    await expect(page.getByRole("heading", { name: "Help Center" })).toBeVisible();

    relay.restore();
    await waitForHealth(APP, 200, 30_000);
    expect((await feedback()).status).toBe(200);
    await page.goto(`${APP}${OUTBOX}`);
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  } finally {
    app?.kill("SIGKILL");
    await relay.close();
  }
});
