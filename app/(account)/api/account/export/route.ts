import { NextResponse } from "next/server";
import { exportAccountData } from "@/lib/account/data";
import { getViewer } from "@/lib/account/viewer";
import { route } from "@/lib/platform/http/route";

export const dynamic = "force-dynamic";

/** Everything stored about the signed-in user, as a JSON download. */
export const GET = route(async (request) => {
  const data = await exportAccountData(await getViewer(request));
  return new NextResponse(JSON.stringify(data, null, 2), {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="holla-data-${data.exportedAt.slice(0, 10)}.json"`,
      "cache-control": "private, no-store",
    },
  });
});
