import "server-only";
import { env } from "@/lib/platform/env";

/**
 * The origin links sent out of the app point to (sign-in mail, payment and billing return addresses):
 * AUTH_URL, required on a production deployment; else a Vercel preview's own address; else this
 * server's own (http://localhost:PORT). Never the request's Host or X-Forwarded-Host: any client can
 * write those, and a sign-in link on an attacker's host hands them the victim's token.
 */
export function appOrigin(): string {
  if (env.AUTH_URL) return new URL(env.AUTH_URL).origin;
  if (env.VERCEL_URL) return `https://${env.VERCEL_URL}`;
  return `http://localhost:${env.PORT}`;
}

/**
 * The origin a browser addressed this request to, from its Host (or a proxy's X-Forwarded-Host), for
 * comparing with the Origin the same browser sent: a page on another site can't make a browser send
 * a Host that isn't the site it is calling. Not for building links (see appOrigin). A value that is
 * more than an origin (a path, credentials, another scheme) falls back to the request's own URL.
 */
export function requestOrigin(request: Request): string {
  const url = new URL(request.url);
  const first = (name: string) => request.headers.get(name)?.split(",")[0]?.trim() || undefined;
  const host = first("x-forwarded-host") ?? first("host");
  const proto = first("x-forwarded-proto")?.toLowerCase();
  const protocol = proto === "http" || proto === "https" ? `${proto}:` : url.protocol;
  if (!host) return url.origin;
  try {
    const named = new URL(`${protocol}//${host}`);
    const onlyAnOrigin =
      !named.username &&
      !named.password &&
      named.pathname === "/" &&
      !named.search &&
      !named.hash &&
      !host.includes("#") &&
      !host.includes("?");
    return onlyAnOrigin ? named.origin : url.origin;
  } catch {
    return url.origin;
  }
}
