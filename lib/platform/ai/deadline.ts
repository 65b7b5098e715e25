import "server-only";
import { env } from "@/lib/platform/env";

// Every model call is bounded by AI_TIMEOUT_MS and by the caller going away (the browser closed the
// request). One helper, so the generator, the analysis and the chats time out alike and say which.

export interface Deadline {
  signal: AbortSignal;
  /** True once AI_TIMEOUT_MS passed (as opposed to the caller aborting). */
  readonly expired: boolean;
  clear(): void;
  /** Logs a failed call, unless it failed because the caller hung up: that is no failure worth a line. */
  logFailure(what: string, engine: string, error: unknown): void;
}

export function modelDeadline(caller?: AbortSignal): Deadline {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, env.AI_TIMEOUT_MS);
  // The caller's signal is linked by hand rather than with AbortSignal.any, whose weakly held links cost
  // the garbage collector on every request (docs/architecture.md, "The AI layer").
  const callerAborted = () => controller.abort(caller?.reason);
  if (caller?.aborted) callerAborted();
  else caller?.addEventListener("abort", callerAborted, { once: true });
  return {
    signal: controller.signal,
    get expired() {
      return expired;
    },
    clear: () => {
      clearTimeout(timer);
      caller?.removeEventListener("abort", callerAborted);
    },
    logFailure(what, engine, error) {
      if (!caller?.aborted || expired) logModelFailure(what, engine, error);
    },
  };
}

/** The server log names the failure, never what anyone wrote (docs/architecture.md, "The AI layer"). */
function logModelFailure(what: string, engine: string, error: unknown): void {
  const e = error as { name?: string; message?: string } | null;
  console.error(`[ai] ${what} failed (${engine}): ${e?.name ?? "error"}: ${String(e?.message ?? error).slice(0, 300)}`);
}
