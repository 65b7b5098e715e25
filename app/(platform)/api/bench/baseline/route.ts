import { yardstickGeneration } from "@/lib/platform/ai/yardstick";
import { env } from "@/lib/platform/env";
import { readJsonBody } from "@/lib/platform/http/body";
import { ApiError } from "@/lib/platform/http/errors";
import { route } from "@/lib/platform/http/route";
import { clientIp, isLoopback } from "@/lib/platform/request-ip";

export const dynamic = "force-dynamic";

// The generate benchmark's yardstick (npm run bench:generate): the irreducible work of a generation
// (one counter write, one call to the same model server, its answer parsed), served by the same
// server, so /api/generate's figures read as a share of what that work allows
// (lib/platform/ai/yardstick.ts). `?work=none` is the earlier yardstick, constant JSON, kept so the two
// ratios can be compared. Exists only where the tier override is on (benchmarks, tests), never in
// production, and answers only this machine: it has no limit of its own, and the benchmark runs here.
const CONSTANT = { replies: [{ reply: "constant", confidence: 100 }], tone: "confident" };

export const POST = route(async (request) => {
  if (!env.ALLOW_TIER_OVERRIDE || !isLoopback(clientIp(request.headers))) throw ApiError.notFound();
  if (new URL(request.url).searchParams.get("work") === "none") return CONSTANT;
  const body = (await readJsonBody(request, 16 * 1024, { allowEmpty: true })) as Record<string, unknown> | null;
  const text = (key: string) => (typeof body?.[key] === "string" ? body[key] : "");
  return yardstickGeneration({ message: text("message"), tone: text("tone"), language: text("language") });
});
