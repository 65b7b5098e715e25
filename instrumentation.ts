// Runs once when a server process starts (Next.js instrumentation).
export async function register() {
  // NEXT_RUNTIME is not configuration but Next's bundler switch: the edge build drops this branch, so
  // it never bundles lib/ (node:crypto, process.exit). Configuration itself is read by lib/platform/env.ts.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { announceStart } = await import("@/lib/platform/startup");
  await announceStart();
  // The learned reader's models (docs/reading.md) load now, not on the first message someone sends.
  const { warmLearnedReader } = await import("@/lib/reading/learned/reader");
  warmLearnedReader();
  const { startHousekeeping } = await import("@/lib/platform/housekeeping");
  startHousekeeping();
}
