import "server-only";
import type { Viewer } from "@/lib/account/viewer";
import { SAVED_REPLIES_CEILING } from "@/lib/input-limits";
import { LIMITS } from "@/lib/limits";
import { SAVED_REPLIES_FULL, SAVED_REPLY_MISSING, SIGN_IN_TO_SAVE } from "@/lib/messages";
import { type LanguageId, PLANS, TONES, type ToneId, toneAllowed } from "@/lib/plans";
import { db } from "@/lib/platform/db";
import { ApiError } from "@/lib/platform/http/errors";
import { enforceLimit } from "@/lib/platform/rate-limit";
import type { SavedReply } from "@/lib/saved-replies/rules";
import { SAVED_REPLIES_PAGE, saveLimitDescription } from "@/lib/saved-replies/rules";

// An account's saved replies (docs/decisions.md): in the database, capped by the plan (lib/plans.ts) and,
// for an unlimited plan, by a fair-use ceiling, with so many saves a minute (lib/limits.ts). The cap is
// checked under a lock on the user's row, so parallel saves cannot pass it.

export interface NewSavedReply {
  text: string;
  tone: ToneId;
  language: LanguageId;
  herMessage?: string;
}

/** Imported browser saves keep their own time, within reason. */
const EARLIEST = Date.UTC(2024, 0, 1);

type Row = { id: string; text: string; tone: string; language: string; herMessage: string | null; createdAt: Date };

function toSaved(row: Row): SavedReply {
  return {
    id: row.id,
    text: row.text,
    tone: row.tone as ToneId,
    language: row.language as LanguageId,
    timestamp: row.createdAt.getTime(),
    ...(row.herMessage ? { herMessage: row.herMessage } : {}),
  };
}

function signedIn(viewer: Viewer): string {
  if (!viewer.userId) throw ApiError.unauthorized(SIGN_IN_TO_SAVE);
  return viewer.userId;
}

/**
 * One page of the account's saved replies, newest first, after the reply `after` names (the last of the
 * page before): SAVED_REPLIES_PAGE at a time, so no answer grows with the list. `next` names the last
 * of this page while more follow, else null.
 */
export async function listSavedReplies(viewer: Viewer, after?: string): Promise<{ replies: SavedReply[]; next: string | null }> {
  const rows = await db.savedReply.findMany({
    where: { userId: signedIn(viewer) },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: SAVED_REPLIES_PAGE + 1,
    ...(after ? { cursor: { id: after }, skip: 1 } : {}),
  });
  const page = rows.slice(0, SAVED_REPLIES_PAGE);
  return { replies: page.map(toSaved), next: rows.length > SAVED_REPLIES_PAGE ? page.at(-1)!.id : null };
}

/** The plan's cap, or for an unlimited plan the ceiling every account has (lib/limits.ts). */
const capOf = (viewer: Viewer) => PLANS[viewer.plan].savedReplies ?? SAVED_REPLIES_CEILING;

type Tx = Parameters<Parameters<typeof db.$transaction>[0]>[0];

/** Inside a transaction: holds the user's row until commit, so saves of one user run one at a time. */
async function lockUser(tx: Tx, userId: string) {
  await tx.$queryRaw`SELECT id FROM "users" WHERE id = ${userId} FOR UPDATE`;
}

/** Saves one reply; saving the same text again returns the saved one. 403 at the plan's cap. */
export async function saveReply(viewer: Viewer, input: NewSavedReply): Promise<{ reply: SavedReply; created: boolean }> {
  const userId = signedIn(viewer);
  if (!toneAllowed(viewer.plan, input.tone))
    throw ApiError.premiumRequired(`${TONES[input.tone].label} tone requires ${PLANS.premium.name}.`);
  await enforceLimit(LIMITS.savedReplyWrites, viewer.subject);
  const limit = capOf(viewer);
  return db.$transaction(async (tx) => {
    await lockUser(tx, userId);
    const existing = await tx.savedReply.findFirst({ where: { userId, text: input.text } });
    if (existing) return { reply: toSaved(existing), created: false };
    if ((await tx.savedReply.count({ where: { userId } })) >= limit)
      throw PLANS[viewer.plan].savedReplies === null
        ? ApiError.forbidden(SAVED_REPLIES_FULL, "fair_use")
        : ApiError.forbidden(saveLimitDescription(), "save_limit");
    return { reply: toSaved(await tx.savedReply.create({ data: { userId, ...input } })), created: true };
  });
}

export async function deleteSavedReply(viewer: Viewer, id: string): Promise<void> {
  const { count } = await db.savedReply.deleteMany({ where: { id, userId: signedIn(viewer) } });
  if (count === 0) throw ApiError.notFound(SAVED_REPLY_MISSING);
}

/**
 * Merges the replies a browser saved before signing in: as many as the plan's cap leaves room for,
 * oldest first, skipping texts already saved and tones the plan lacks. The caller keeps the rest.
 */
export async function importSavedReplies(viewer: Viewer, replies: Array<NewSavedReply & { timestamp: number }>, now = Date.now()) {
  const userId = signedIn(viewer);
  await enforceLimit(LIMITS.savedReplyWrites, viewer.subject);
  const limit = capOf(viewer);
  return db.$transaction(async (tx) => {
    await lockUser(tx, userId);
    const saved = new Set((await tx.savedReply.findMany({ where: { userId }, select: { text: true } })).map((r) => r.text));
    let room = Math.max(0, limit - saved.size);
    const imported: string[] = [];
    const kept: string[] = [];
    for (const reply of [...replies].sort((a, b) => a.timestamp - b.timestamp)) {
      if (saved.has(reply.text)) {
        imported.push(reply.text);
        continue;
      }
      if (room <= 0 || !toneAllowed(viewer.plan, reply.tone)) {
        kept.push(reply.text);
        continue;
      }
      const createdAt = new Date(Math.min(now, Math.max(EARLIEST, reply.timestamp)));
      await tx.savedReply.create({
        data: { userId, text: reply.text, tone: reply.tone, language: reply.language, herMessage: reply.herMessage ?? null, createdAt },
      });
      saved.add(reply.text);
      imported.push(reply.text);
      room--;
    }
    return { imported, kept };
  });
}
