/** Longer than any real address, an IPv6 one with a zone and a port included. */
const MAX_ADDRESS_CHARS = 64;

/**
 * The client's address, for per-address limits: the first X-Forwarded-For entry. Behind Vercel or a
 * proxy that overwrites the header this is the real client; on a bare `next start`, Next.js fills it
 * with the socket address when the client sent none. A client that forges the header can spread its
 * requests over made-up addresses, which is why every per-address limit has a global ceiling too.
 * The address goes into indexed rate-limit and quota keys, where PostgreSQL refuses an entry over
 * ~2.7 KB: a made-up one is cut to the length of a real one.
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return (forwarded || headers.get("x-real-ip")?.trim() || "unknown").slice(0, MAX_ADDRESS_CHARS);
}
