import {
  DATABASE_BUSY,
  DATABASE_DOWN,
  type ErrorCode,
  INTERNAL_ERROR,
  INVALID_INPUT,
  NOT_FOUND,
  SIGN_IN_TO_CONTINUE,
} from "@/lib/messages";
import { requestTooLarge } from "@/lib/platform/http/body-ceilings.mjs";

// The one error type of the API: it carries the HTTP status and the message a user may read.
// Anything else thrown inside a route handler becomes a generic 500 (or 503 when the database is
// unreachable) and is logged on the server only: no stack trace reaches a client.

export type { ErrorCode };

export interface ApiErrorExtras {
  headers?: Record<string, string>;
  /** More JSON fields for the body; `error` and `code` are not among them. */
  fields?: Record<string, unknown>;
}

/** A refusal: the HTTP status, the code the browser acts on, and the words a person reads (lib/messages.ts). */
export class ApiError extends Error {
  readonly headers: Record<string, string>;
  readonly fields: Record<string, unknown>;

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    { headers = {}, fields = {} }: ApiErrorExtras = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.headers = headers;
    this.fields = fields;
  }

  static badRequest(message: string = INVALID_INPUT, code: ErrorCode = "invalid_input") {
    return new ApiError(400, code, message);
  }
  static unauthorized(message: string = SIGN_IN_TO_CONTINUE) {
    return new ApiError(401, "not_signed_in", message);
  }
  /** The plan doesn't include it: 403, or 401 where the spec answers the Premium AI features that way. */
  static premiumRequired(message: string, status: 401 | 403 = 403) {
    return new ApiError(status, "premium_required", message);
  }
  static forbidden(message: string, code: ErrorCode = "forbidden") {
    return new ApiError(403, code, message);
  }
  static notFound(message: string = NOT_FOUND) {
    return new ApiError(404, "not_found", message);
  }
  static conflict(code: ErrorCode, message: string) {
    return new ApiError(409, code, message);
  }
  static payloadTooLarge(maxBytes: number) {
    return new ApiError(413, "too_large", requestTooLarge(maxBytes));
  }
  static tooManyRequests(code: ErrorCode, message: string, retryAfterSeconds: number, fields?: Record<string, unknown>) {
    return new ApiError(429, code, message, { headers: { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) }, fields });
  }
  /** Something we depend on failed (the model, Stripe): 502, or 504 when it took too long. */
  static badGateway(code: ErrorCode, message: string, status: 502 | 504 = 502) {
    return new ApiError(status, code, message);
  }
  static unavailable(code: ErrorCode, message: string) {
    return new ApiError(503, code, message);
  }
}

/** How long a client is asked to wait when the database is too busy to start its transaction. */
const DATABASE_BUSY_RETRY_SECONDS = 2;

// Connection failures surface from pg / the Prisma driver adapter under several shapes.
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EPIPE",
  "57P01",
  "57P03",
  "53300",
  "P1001",
  "P1002",
  "P1017",
]);

// Prisma's driver adapters name a lost or refused connection by kind (DriverAdapterError's cause).
const CONNECTION_KINDS = new Set([
  "ConnectionClosed",
  "DatabaseNotReachable",
  "SocketTimeout",
  "TooManyConnections",
  "TransactionAlreadyClosed",
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  // A failed query nests the driver's error in `cause` and, for raw queries, in meta.driverAdapterError.
  const queue: unknown[] = [error];
  for (let seen = 0; queue.length && seen < 12; seen++) {
    const e = queue.shift();
    if (!e || typeof e !== "object") continue;
    const { code, kind, message, cause, meta } = e as {
      code?: unknown;
      kind?: unknown;
      message?: unknown;
      cause?: unknown;
      meta?: { driverAdapterError?: unknown };
    };
    if (typeof code === "string" && CONNECTION_CODES.has(code)) return true;
    if (typeof kind === "string" && CONNECTION_KINDS.has(kind)) return true;
    if (
      typeof message === "string" &&
      /ECONNREFUSED|Connection terminated|connect ETIMEDOUT|timeout exceeded when trying to connect|Can't reach database server|DatabaseNotReachable|ConnectionClosed|Server has closed the connection/i.test(
        message,
      )
    ) {
      return true;
    }
    queue.push(cause, meta?.driverAdapterError);
  }
  return false;
}

/**
 * The database is up but has no connection or transaction to spare in time (Prisma's P2028, "Unable to
 * start a transaction in the given time", under a burst of concurrent writes): busy, not broken.
 */
export function isDatabaseBusy(error: unknown): boolean {
  const queue: unknown[] = [error];
  for (let seen = 0; queue.length && seen < 12; seen++) {
    const e = queue.shift();
    if (!e || typeof e !== "object") continue;
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (code === "P2028") return true;
    if (typeof message === "string" && /Unable to start a transaction in the given time/i.test(message)) return true;
    queue.push(cause);
  }
  return false;
}

/** Maps anything thrown to the status and message a client may see. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  // Before "unavailable": a pool with no connection free in time is busy; nothing was written.
  if (isDatabaseBusy(error))
    return new ApiError(503, "database_unavailable", DATABASE_BUSY, { headers: { "Retry-After": String(DATABASE_BUSY_RETRY_SECONDS) } });
  if (isDatabaseUnavailable(error)) return ApiError.unavailable("database_unavailable", DATABASE_DOWN);
  return new ApiError(500, "internal", INTERNAL_ERROR);
}
