import { NextResponse } from "next/server";
import { db } from "@/lib/platform/db";
import { errorResponse } from "@/lib/platform/http/route";

// For load balancers, uptime checks and the test runner: 200 when the app can reach its database.
export const dynamic = "force-dynamic";

export async function GET() {
  try {
    await db.$queryRaw`SELECT 1`;
    return NextResponse.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return errorResponse(error);
  }
}
