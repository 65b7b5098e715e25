import { env } from "@/lib/env";

/**
 * The origin the browser used (or AUTH_URL, when set): what links sent back to it must use. Next's
 * own URL for a request can name another host (it turns 127.0.0.1 into localhost), so the Host and
 * X-Forwarded-* headers decide — when they name an http(s) origin and nothing else. Any client can
 * write them: a path, credentials, a bad port or another scheme in them would otherwise end up in
 * sign-in links and Auth.js's URLs (which then fail to parse, a 500), so those fall back to the URL.
 */
export function publicOrigin(request: Request): string {
  if (env.AUTH_URL) return new URL(env.AUTH_URL).origin;
  const url = new URL(request.url);
  const first = (name: string) => request.headers.get(name)?.split(",")[0]?.trim() || undefined;
  const host = first("x-forwarded-host") ?? first("host");
  const proto = first("x-forwarded-proto")?.toLowerCase();
  const protocol = proto === "http" || proto === "https" ? `${proto}:` : url.protocol;
  if (!host) return url.origin;
  try {
    const named = new URL(`${protocol}//${host}`);
    const onlyAnOrigin = !named.username && !named.password && named.pathname === "/" && !named.search && !named.hash && !host.includes("#") && !host.includes("?");
    return onlyAnOrigin ? named.origin : url.origin;
  } catch {
    return url.origin;
  }
}
