import "server-only";
import type { Viewer } from "@/lib/account/viewer";
import { LIMITS } from "@/lib/limits";
import { COACH_PREMIUM } from "@/lib/messages";
import { COACH_HISTORY_KEPT, isPaidPlan } from "@/lib/plans";
import { db } from "@/lib/platform/db";
import { ApiError } from "@/lib/platform/http/errors";
import { enforceLimit } from "@/lib/platform/rate-limit";
import type { ChatRole } from "@/lib/romeo/schemas";

// Romeo Dating Coach (Premium): the conversation is the account's, kept in the database (the last
// COACH_HISTORY_KEPT messages), so it continues in the tab, in the floating panel, after a reload and
// on another device. The model sees the most recent turns with each new message.

const CHANNEL = "coach";

export interface StoredChatMessage {
  id: string;
  role: ChatRole;
  content: string;
  createdAt: string;
}

/** 401 is how the spec's client reads "Premium required" (docs/product.md). */
export function requireCoachAccess(viewer: Viewer): void {
  if (!isPaidPlan(viewer.plan)) throw ApiError.premiumRequired(COACH_PREMIUM.message, 401);
}

export async function admitCoachMessage(viewer: Viewer): Promise<void> {
  requireCoachAccess(viewer);
  await enforceLimit(LIMITS.coach, viewer.subject);
}

function toStored(row: { id: string; role: string; content: string; createdAt: Date }): StoredChatMessage {
  return { id: row.id, role: row.role === "romeo" ? "romeo" : "user", content: row.content, createdAt: row.createdAt.toISOString() };
}

/** The account's kept conversation, oldest first. */
export async function coachHistory(userId: string, limit = COACH_HISTORY_KEPT): Promise<StoredChatMessage[]> {
  const rows = await db.chatMessage.findMany({
    where: { userId, channel: CHANNEL },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
  });
  return rows.reverse().map(toStored);
}

export async function clearCoachHistory(userId: string): Promise<number> {
  return (await db.chatMessage.deleteMany({ where: { userId, channel: CHANNEL } })).count;
}

/**
 * Keeps a finished exchange: his message (at the time he sent it) and Romeo's answer, then deletes
 * what falls beyond the kept window, in one transaction. A failed answer keeps nothing: the browser
 * still has his words and can send them again.
 */
export async function recordCoachExchange(
  userId: string,
  exchange: { message: string; sentAt: Date; answer: string; answeredAt: Date },
): Promise<StoredChatMessage[]> {
  const answeredAt = exchange.answeredAt > exchange.sentAt ? exchange.answeredAt : new Date(exchange.sentAt.getTime() + 1);
  const [mine, romeo] = await db.$transaction(async (tx) => {
    const created = [
      await tx.chatMessage.create({
        data: { userId, channel: CHANNEL, role: "user", content: exchange.message, createdAt: exchange.sentAt },
      }),
      await tx.chatMessage.create({ data: { userId, channel: CHANNEL, role: "romeo", content: exchange.answer, createdAt: answeredAt } }),
    ];
    await tx.$executeRaw`
      DELETE FROM chat_message
      WHERE user_id = ${userId} AND channel = ${CHANNEL} AND id NOT IN (
        SELECT id FROM chat_message WHERE user_id = ${userId} AND channel = ${CHANNEL}
        ORDER BY created_at DESC, id DESC LIMIT ${COACH_HISTORY_KEPT}
      )`;
    return created;
  });
  return [toStored(mine!), toStored(romeo!)];
}
