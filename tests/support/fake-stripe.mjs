// The fake Stripe lives in tests/support/fake-stripe/ (index.mjs says what it covers, one module per
// resource). This path stays as its entry: tests import it (types: fake-stripe.d.mts) and
// playwright.config.ts runs it as `node tests/support/fake-stripe.mjs --port N`.
import { pathToFileURL } from "node:url";
import { runCli } from "./fake-stripe/cli.mjs";

export { API_VERSION, parseForm, StripeFakeError, startFakeStripe } from "./fake-stripe/index.mjs";

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await runCli();
