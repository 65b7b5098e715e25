import { env } from "@/lib/env";

/**
 * The client's address, for per-IP limits. X-Forwarded-For is only believed when TRUST_PROXY is set
 * (or on Vercel, whose edge overwrites it): otherwise anyone could rotate it to dodge a limit.
 * Without a trusted proxy every caller shares one bucket, which is the safe failure.
 */
export function clientIp(headers: Headers): string {
  if (env.TRUST_PROXY) {
    const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
    const real = headers.get("x-real-ip")?.trim();
    if (real) return real;
  }
  return "direct";
}
