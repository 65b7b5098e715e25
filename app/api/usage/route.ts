import { NextResponse } from "next/server";
import { currentEngine } from "@/lib/ai/provider";
import type { UsageResponse } from "@/lib/generator/protocol";
import { errorResponse } from "@/lib/http/route";
import { usageToday } from "@/lib/quota";
import { getViewer } from "@/lib/viewer";

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
