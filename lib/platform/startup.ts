import "server-only";
/**
 * At server start (instrumentation.ts): check the configuration now rather than at the first request
 * (an invalid one, or ALLOW_TIER_OVERRIDE on a production deployment, stops the process), and print
 * the outbox key for whoever runs the server without SMTP.
 */
export async function announceStart() {
  let loaded: typeof import("@/lib/platform/env");
  try {
    loaded = await import("@/lib/platform/env");
  } catch (error) {
    console.error(`[holla] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const { env } = loaded;
  const { OUTBOX_PATH, outboxEnabled, outboxKey } = await import("@/lib/auth/outbox");
  if (outboxEnabled()) {
    console.log(`[holla] Mail: no EMAIL_SERVER, so sign-in links go to the outbox: ${OUTBOX_PATH}?key=${outboxKey()} (and this log).`);
  }
  if (!env.AUTH_URL && !env.VERCEL_URL) {
    const { appOrigin } = await import("@/lib/platform/http/origin");
    console.log(
      `[holla] Sign-in links point to ${appOrigin()}. Set AUTH_URL to the address people use to reach this server (see .env.example).`,
    );
  }
}
