// Polls a server's /api/health until it answers 200 (the app is up and on its database).
export async function waitForHealth(base, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${base} did not answer within ${timeoutMs / 1000} s`);
}

/** True when something already answers on `base`: a benchmark would measure it instead of its own server. */
export function portTaken(base) {
  return fetch(`${base}/api/health`).then(
    () => true,
    () => false,
  );
}
