// The one error type of the API: it carries the HTTP status and the message a user may read.
// Anything else thrown inside a route handler becomes a generic 500 (or 503 when the database is
// unreachable) and is logged on the server only: no stack trace reaches a client.

/**
 * Codes a client may act on, sent as `code` beside `error` (which stays the words for a person). Every
 * code the API can send is listed here.
 *   proof_of_work_required: the response carries `challenge`; solve it and send the request again with
 *   the proof (lib/platform/http/proof-of-work-protocol.ts).
 */
export const ERROR_CODES = ["proof_of_work_required"] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorDetails {
  code?: ErrorCode;
  /** More JSON fields for the body; `error` and `code` are not among them. */
  fields?: Record<string, unknown>;
}

export class ApiError extends Error {
  readonly code: ErrorCode | undefined;
  readonly fields: Record<string, unknown>;

  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
    { code, fields = {} }: ApiErrorDetails = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.code = code;
    this.fields = fields;
  }

  static badRequest(message: string) {
    return new ApiError(400, message);
  }
  static unauthorized(message = "Please sign in to continue.") {
    return new ApiError(401, message);
  }
  static forbidden(message: string) {
    return new ApiError(403, message);
  }
  static notFound(message = "Not found.") {
    return new ApiError(404, message);
  }
  static payloadTooLarge(maxBytes: number) {
    return new ApiError(413, `That request is too large (the limit is ${Math.round(maxBytes / 1024)} KB).`);
  }
  static tooManyRequests(message: string, retryAfterSeconds: number, details?: ApiErrorDetails) {
    return new ApiError(429, message, { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) }, details);
  }
  static unavailable(message: string) {
    return new ApiError(503, message);
  }
}

const DATABASE_DOWN = "Our database is unavailable right now. Nothing was lost; please try again in a minute.";

// Connection failures surface from pg / the Prisma driver adapter under several shapes.
const CONNECTION_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "ENOTFOUND", "EPIPE", "57P01", "57P03", "53300", "P1001", "P1002", "P1017"]);

// Prisma's driver adapters name a lost or refused connection by kind (DriverAdapterError's cause).
const CONNECTION_KINDS = new Set(["ConnectionClosed", "DatabaseNotReachable", "SocketTimeout", "TooManyConnections", "TransactionAlreadyClosed"]);

export function isDatabaseUnavailable(error: unknown): boolean {
  // A failed query nests the driver's error in `cause` and, for raw queries, in meta.driverAdapterError.
  const queue: unknown[] = [error];
  for (let seen = 0; queue.length && seen < 12; seen++) {
    const e = queue.shift();
    if (!e || typeof e !== "object") continue;
    const { code, kind, message, cause, meta } = e as { code?: unknown; kind?: unknown; message?: unknown; cause?: unknown; meta?: { driverAdapterError?: unknown } };
    if (typeof code === "string" && CONNECTION_CODES.has(code)) return true;
    if (typeof kind === "string" && CONNECTION_KINDS.has(kind)) return true;
    if (typeof message === "string" && /ECONNREFUSED|Connection terminated|connect ETIMEDOUT|timeout exceeded when trying to connect|Can't reach database server|DatabaseNotReachable|ConnectionClosed|Server has closed the connection/i.test(message)) {
      return true;
    }
    queue.push(cause, meta?.driverAdapterError);
  }
  return false;
}

/** Maps anything thrown to the status and message a client may see. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isDatabaseUnavailable(error)) return ApiError.unavailable(DATABASE_DOWN);
  return new ApiError(500, "Something went wrong on our side. Please try again.");
}
