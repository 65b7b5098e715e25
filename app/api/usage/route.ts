import { NextResponse } from "next/server";
import { currentEngine } from "@/lib/platform/ai/provider";
import type { UsageResponse } from "@/lib/replies/protocol";
import { errorResponse } from "@/lib/platform/http/route";
import { usageToday } from "@/lib/replies/quota";
import { getViewer } from "@/lib/account/viewer";

export const dynamic = "force-dynamic";

/** What the generator shows: the caller's plan, today's free generations left, and which engine answers. */
export async function GET(request: Request) {
  try {
    const usage: UsageResponse = { ...(await usageToday(await getViewer(request))), engine: currentEngine() };
    return NextResponse.json(usage, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return errorResponse(error);
  }
}
