// Debian's Chromium as the browser tests launch it (playwright.config.ts), for the scripts that drive a
// browser: this machine's network is closed, so nothing may reach out on its own.

export const CHROMIUM_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
