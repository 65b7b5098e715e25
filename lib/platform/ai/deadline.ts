import "server-only";
import { env } from "@/lib/platform/env";

// Every model call is bounded by AI_TIMEOUT_MS and by the caller going away (the browser closed the
// request). One helper, so the generator, the analysis and the chats time out alike and say which.

export interface Deadline {
  signal: AbortSignal;
  /** True once AI_TIMEOUT_MS passed (as opposed to the caller aborting). */
  readonly expired: boolean;
  clear(): void;
}

export function modelDeadline(caller?: AbortSignal): Deadline {
  const timeout = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    timeout.abort();
  }, env.AI_TIMEOUT_MS);
  return {
    signal: caller ? AbortSignal.any([timeout.signal, caller]) : timeout.signal,
    get expired() {
      return expired;
    },
    clear: () => clearTimeout(timer),
  };
}

/** The server log names the failure, never what anyone wrote (docs/architecture.md, "The AI layer"). */
export function logModelFailure(what: string, engine: string, error: unknown): void {
  const e = error as { name?: string; message?: string } | null;
  console.error(`[ai] ${what} failed (${engine}): ${e?.name ?? "error"}: ${String(e?.message ?? error).slice(0, 300)}`);
}
