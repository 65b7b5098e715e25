// `node tests/support/fake-stripe.mjs --port N` (or `--port=N`, or the port alone): starts the fake and
// says where it listens, for Playwright's webServer (playwright.config.ts) and for running it by hand.
import { startFakeStripe } from "./server.mjs";

export async function runCli() {
  const args = process.argv.slice(2);
  const flag = args.findIndex((a) => a === "--port" || a.startsWith("--port="));
  const port = flag < 0 ? Number(args[0] ?? 0) : Number(args[flag].split("=")[1] ?? args[flag + 1]);
  const fake = await startFakeStripe({ port });
  console.log(`fake-stripe listening on ${fake.url}`);
}
