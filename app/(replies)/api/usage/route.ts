import { getViewer } from "@/lib/account/viewer";
import { route } from "@/lib/platform/http/route";
import { usageForScreen } from "@/lib/replies/quota";

export const dynamic = "force-dynamic";

/** What the generator shows: the caller's plan, today's free generations left, and which engine answers. */
export const GET = route(async (request) => usageForScreen(await getViewer(request)));
