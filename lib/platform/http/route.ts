import type { z } from "zod";
import { readBodyBytes, readBodyText, readJsonBody } from "@/lib/platform/http/body";
import { DEFAULT_MAX_BODY_BYTES } from "@/lib/platform/http/body-ceilings.mjs";
import { ApiError, toApiError } from "@/lib/platform/http/errors";
import { IMAGE_TYPES, type ImageType, imageProblem, imageTypeOf, mediaTypeOf } from "@/lib/platform/http/image-type";

export interface RouteContext<T> {
  request: Request;
  input: T;
}

interface JsonRouteOptions<S extends z.ZodType> {
  schema: S;
  maxBytes?: number;
  /** A call with no body at all is read as `{}` (for calls the spec sends without one). */
  allowEmptyBody?: boolean;
  handler: (ctx: RouteContext<z.infer<S>>) => Promise<unknown>;
}

export function errorResponse(error: unknown): Response {
  const apiError = toApiError(error);
  // An ApiError was already explained where it was thrown; anything else is a bug or an outage.
  if (apiError.status >= 500 && !(error instanceof ApiError)) console.error("[api]", error);
  const body: Record<string, unknown> = { error: apiError.message, code: apiError.code };
  for (const [key, value] of Object.entries(apiError.fields)) if (!(key in body)) body[key] = value;
  return Response.json(body, { status: apiError.status, headers: apiError.headers });
}

/** The first zod issue, phrased for a person: "email: Please enter a valid email address." */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "The request is not valid.";
  const field = issue.path.join(".");
  return field && !issue.message.toLowerCase().includes(field.toLowerCase()) ? `${field}: ${issue.message}` : issue.message;
}

/**
 * The 400 for a body the schema refused: its first issue in words, and `field`, the top-level field it
 * is about, so a form can mark that field and say it under it (docs/product.md, "Requests and answers").
 */
function invalidInput(error: z.ZodError): ApiError {
  const field = error.issues[0]?.path[0];
  return new ApiError(400, "invalid_input", describeIssue(error), typeof field === "string" ? { fields: { field } } : {});
}

/**
 * A POST route with a JSON body: read (bounded) → validate with zod → call one function → respond.
 * Errors map through ApiError; an object returned by the handler is sent as JSON with status 200.
 */
export function jsonRoute<S extends z.ZodType>({
  schema,
  maxBytes = DEFAULT_MAX_BODY_BYTES,
  allowEmptyBody = false,
  handler,
}: JsonRouteOptions<S>) {
  return async (request: Request): Promise<Response> => {
    try {
      const body = await readJsonBody(request, maxBytes, { allowEmpty: allowEmptyBody });
      const parsed = schema.safeParse(body);
      if (!parsed.success) throw invalidInput(parsed.error);
      const result = await handler({ request, input: parsed.data });
      return result instanceof Response ? result : Response.json(result);
    } catch (error) {
      return errorResponse(error);
    }
  };
}

/** A route without a JSON body (GET, DELETE): call one function → respond, errors as for jsonRoute. */
export function route<H extends (request: Request) => Promise<unknown>>(
  handler: H,
): Parameters<H> extends [] ? () => Promise<Response> : (request: Request) => Promise<Response>;
export function route(handler: (request: Request) => Promise<unknown>) {
  return async (request: Request): Promise<Response> => {
    try {
      const result = await handler(request);
      return result instanceof Response ? result : Response.json(result, { headers: { "Cache-Control": "no-store" } });
    } catch (error) {
      return errorResponse(error);
    }
  };
}

/**
 * A POST whose body must be read exactly as sent (a signed webhook: the signature covers the raw
 * bytes): read (bounded) → call one function with the text → respond, errors as for jsonRoute.
 */
export function rawBodyRoute({ maxBytes, handler }: { maxBytes: number; handler: (ctx: RouteContext<string>) => Promise<unknown> }) {
  return route(async (request) => handler({ request, input: (await readBodyText(request, maxBytes)) ?? "" }));
}

interface ImageRouteOptions<S extends z.ZodType> {
  /** What the handler gets, checked last: `{ mediaType, image }`; a refusal here is a type the route doesn't take (415). */
  schema: S;
  maxBytes: number;
  /** The words of the route's refusals: a type it doesn't read (415), too large (413), no image (400). */
  words: { unsupported: string; tooLarge: string; tooManyPixels: string; empty: string };
  /** Runs before anything is read, and throws when the route won't answer (its feature is off here, his limit is used up). */
  before?: (request: Request) => void | Promise<void>;
  handler: (ctx: RouteContext<z.infer<S>>) => Promise<unknown>;
}

/**
 * A POST whose body is an image's bytes, its type in Content-Type: the declared type is checked before
 * the body is read (415), the body is read within `maxBytes` (413, never more held) and must not be
 * empty (400), and it must be the type it claims, whole, by its header and its end (415), in no more
 * pixels than a screen has (413) (lib/platform/http/image-type.ts).
 * Then the schema, then one function; errors as for jsonRoute.
 */
export function imageRoute<S extends z.ZodType>({ schema, maxBytes, words, before, handler }: ImageRouteOptions<S>) {
  const unsupported = () => new ApiError(415, "unsupported_image", words.unsupported);
  return route(async (request) => {
    await before?.(request);
    const declared = mediaTypeOf(request.headers.get("content-type"));
    if (!IMAGE_TYPES.includes(declared as ImageType)) throw unsupported();
    const image = await readBodyBytes(request, maxBytes, () => new ApiError(413, "too_large", words.tooLarge));
    if (!image?.byteLength) throw ApiError.badRequest(words.empty);
    if (imageTypeOf(image) !== declared) throw unsupported();
    // Past the signature: a header that parses and an end where the format puts one, in a size a screen has.
    const problem = imageProblem(image, declared as ImageType);
    if (problem === "broken") throw unsupported();
    if (problem === "too_many_pixels") throw new ApiError(413, "too_large", words.tooManyPixels);
    const parsed = schema.safeParse({ mediaType: declared, image });
    if (!parsed.success) throw unsupported();
    return handler({ request, input: parsed.data });
  });
}

/**
 * An HTML form's fields (application/x-www-form-urlencoded), read (bounded) and validated. Any
 * invalid form is answered with `invalid`: the form is ours, so only a tampered or truncated one
 * fails, and the person's way out is the same whatever is wrong with it.
 */
export async function readForm<S extends z.ZodType>(request: Request, schema: S, maxBytes: number, invalid: string): Promise<z.infer<S>> {
  const form = new URLSearchParams((await readBodyText(request, maxBytes)) ?? "");
  const parsed = schema.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw ApiError.badRequest(invalid);
  return parsed.data;
}
