import { getViewer, type Viewer } from "@/lib/account/viewer";
import { route } from "@/lib/platform/http/route";
import { clearCoachHistory, coachHistory, requireCoachAccess } from "@/lib/romeo/coach/conversation";

export const dynamic = "force-dynamic";

async function premiumViewer(request: Request): Promise<Viewer> {
  const viewer = await getViewer(request);
  requireCoachAccess(viewer);
  return viewer;
}

/** The account's kept conversation with Romeo, oldest first. */
export const GET = route(async (request) => {
  const viewer = await premiumViewer(request);
  return { messages: viewer.userId ? await coachHistory(viewer.userId) : [] };
});

/** "Clear history": forgets the whole conversation. */
export const DELETE = route(async (request) => {
  const viewer = await premiumViewer(request);
  return { cleared: viewer.userId ? await clearCoachHistory(viewer.userId) : 0 };
});
