import { env } from "@/lib/platform/env";
import { ApiError } from "@/lib/platform/http/errors";
import { route } from "@/lib/platform/http/route";

export const dynamic = "force-dynamic";

// The benchmark's yardstick (npm run bench:generate): the cheapest possible route handler, served by
// the same server, so /api/generate's figures read as a share of what the framework itself allows.
// Exists only where the tier override is on (benchmarks, tests), never in production.
const BODY = { replies: [{ reply: "constant", confidence: 100 }], tone: "confident" };

export const POST = route(async () => {
  if (!env.ALLOW_TIER_OVERRIDE) throw ApiError.notFound();
  return BODY;
});
