// Runs once when a server process starts (Next.js instrumentation).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { announceStart } = await import("@/lib/startup");
  await announceStart();
}
