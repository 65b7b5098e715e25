// The browser's one way to call the API (docs/product.md): cookies always sent, a JSON content type only when
// there is a body, and an error message taken from the body's error / message / details, else the
// status text, else "HTTP {status}". A 429 asking for a proof of work (a form's or sign-in's budget
// for everyone is used up) is answered by solving the challenge and sending the request once more
// with the proof; the solver is loaded only then. What to do about a refusal is decided by its `code`
// (lib/messages.ts), never by its words.

import type { ErrorCode } from "@/lib/messages";
import { PROOF_HEADER } from "@/lib/platform/http/proof-of-work-protocol";

export class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's code for the refusal; null when the answer had none (a proxy's page, a network error). */
    readonly code: ErrorCode | null = null,
    /** The form field a 400 is about (`field` in its body), so the form can mark it. */
    readonly field: string | null = null,
  ) {
    super(message);
    this.name = "RequestError";
  }
}

/**
 * The code a refusal names. Not checked against lib/messages.ts's list at run time (that would put the
 * list in every page's first load): the page only compares it with codes it knows, so an unknown one
 * decides nothing.
 */
export function errorCodeOf(value: unknown): ErrorCode | null {
  return typeof value === "string" && value ? (value as ErrorCode) : null;
}

/** What a refused response says: its words for a person, its code for the page, and the form field a 400 is about. */
export async function refusalOf(response: Response): Promise<{ message: string; code: ErrorCode | null; field: string | null }> {
  let message: string | null = null;
  let code: ErrorCode | null = null;
  let field: string | null = null;
  try {
    const body: unknown = await response.json();
    if (body && typeof body === "object") {
      const record = body as Record<string, unknown>;
      code = errorCodeOf(record.code);
      for (const key of ["error", "message", "details"] as const) {
        const value = record[key];
        if (typeof value === "string" && value.trim()) {
          message = value;
          break;
        }
      }
      if (typeof record.field === "string" && record.field) field = record.field;
    }
  } catch {
    // Not JSON: fall through to the status line.
  }
  return { message: message ?? (response.statusText || `HTTP ${response.status}`), code, field };
}

/** The proof a 429 asks for, solved; null when the 429 asks for none (or the solver can't be loaded). */
async function proofAskedBy(response: Response, signal?: AbortSignal): Promise<string | null> {
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  if (!body || typeof body !== "object") return null;
  const { code, challenge } = body as { code?: unknown; challenge?: unknown };
  if (code !== ("proof_of_work_required" satisfies ErrorCode)) return null;
  let solver: typeof import("@/lib/platform/client/proof-of-work-solver");
  try {
    solver = await import("@/lib/platform/client/proof-of-work-solver");
  } catch {
    return null;
  }
  return solver.solveChallenge(challenge, signal);
}

export async function apiRequest<T = unknown>(
  path: string,
  { method = "GET", body, signal }: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const send = (proof: string | null) => {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers["Content-Type"] = "application/json";
    if (proof) headers[PROOF_HEADER] = proof;
    return fetch(path, {
      method,
      credentials: "include",
      headers: Object.keys(headers).length ? headers : undefined,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  };
  let response = await send(null);
  if (response.status === 429) {
    // Once only: a second refusal is the server's answer, said to the person as it is.
    const proof = await proofAskedBy(response, signal);
    if (proof) response = await send(proof);
  }
  if (!response.ok) {
    const { message, code, field } = await refusalOf(response);
    console.warn(`[api] ${method} ${path} → ${response.status}: ${message}`);
    throw new RequestError(response.status, message, code, field);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
