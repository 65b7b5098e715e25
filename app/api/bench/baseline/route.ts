import { NextResponse } from "next/server";
import { env } from "@/lib/platform/env";

export const dynamic = "force-dynamic";

// The benchmark's yardstick (npm run bench:generate): the cheapest possible route handler, served by
// the same server, so /api/generate's figures read as a share of what the framework itself allows.
// Exists only where the tier override is on (benchmarks, tests), never in production.
const BODY = { replies: [{ reply: "constant", confidence: 100 }], tone: "confident" };

export async function POST() {
  if (!env.ALLOW_TIER_OVERRIDE) return NextResponse.json({ error: "Not found." }, { status: 404 });
  return NextResponse.json(BODY);
}
