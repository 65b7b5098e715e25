import { checkDatabase } from "@/lib/platform/db";
import { route } from "@/lib/platform/http/route";

// For load balancers, uptime checks and the test runner: 200 when the app can reach its database.
export const dynamic = "force-dynamic";

export const GET = route(async () => {
  await checkDatabase();
  return { status: "ok" };
});
