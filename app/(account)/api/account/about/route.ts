import { deleteAbout, getAbout, saveAbout } from "@/lib/account/about";
import { getViewer } from "@/lib/account/viewer";
import { jsonRoute, route } from "@/lib/platform/http/route";
import { aboutPutSchema } from "./schema";

export const dynamic = "force-dynamic";

/** The signed-in account's About you (`{ about: { facts, samples } }`, empty when none). 401 when not signed in. */
export const GET = route(async (request) => ({ about: await getAbout(await getViewer(request)) }));

/** Replaces it: every fact as a top-level field (an empty one is cleared) and `samples`. */
export const PUT = jsonRoute({
  schema: aboutPutSchema,
  maxBytes: 16 * 1024,
  handler: async ({ request, input }) => ({ about: await saveAbout(await getViewer(request), input) }),
});

/** Forgets it. */
export const DELETE = route(async (request) => {
  await deleteAbout(await getViewer(request));
  return { success: true };
});
