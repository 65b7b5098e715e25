import { NextResponse } from "next/server";
import { getViewer } from "@/lib/account/viewer";
import { ApiError } from "@/lib/platform/http/errors";
import { describeIssue, jsonRoute, route } from "@/lib/platform/http/route";
import { deleteSavedReply, listSavedReplies, saveReply } from "@/lib/saved-replies/store";
import { savedReplyIdSchema, savedReplySchema } from "./schema";

export const dynamic = "force-dynamic";

/** The account's saved replies, newest first, a page at a time (`?after=<next>` for the next): { replies, next }. 401 when not signed in. */
export const GET = route(async (request) => {
  const after = savedReplyIdSchema.optional().safeParse(new URL(request.url).searchParams.get("after") ?? undefined);
  if (!after.success) throw ApiError.badRequest(describeIssue(after.error));
  return listSavedReplies(await getViewer(request), after.data);
});

/** Saves one reply: 201 with it (200 when that text was already saved); 403 at the plan's cap. */
export const POST = jsonRoute({
  schema: savedReplySchema,
  maxBytes: 8 * 1024,
  handler: async ({ request, input }) => {
    const { reply, created } = await saveReply(await getViewer(request), input);
    return NextResponse.json({ reply }, { status: created ? 201 : 200 });
  },
});

/** DELETE /api/saved-replies?id=… */
export const DELETE = route(async (request) => {
  const id = savedReplyIdSchema.safeParse(new URL(request.url).searchParams.get("id") ?? "");
  if (!id.success) throw ApiError.badRequest(describeIssue(id.error));
  await deleteSavedReply(await getViewer(request), id.data);
  return { success: true };
});
