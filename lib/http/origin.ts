import { env } from "@/lib/env";

/**
 * The origin the browser used (or AUTH_URL, when set): what links sent back to it must use. Next's
 * own URL for a request can name another host (it turns 127.0.0.1 into localhost), so the Host and
 * X-Forwarded-* headers decide.
 */
export function publicOrigin(request: Request): string {
  if (env.AUTH_URL) return new URL(env.AUTH_URL).origin;
  const url = new URL(request.url);
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  const proto = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
  return host ? `${proto ? `${proto}:` : url.protocol}//${host}` : url.origin;
}
