import "server-only";
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { type Limit, limitKey, PROOF_OF_WORK } from "@/lib/limits";
import { PROOF_REQUIRED } from "@/lib/messages";
import { ApiError } from "@/lib/platform/http/errors";
import { leadingZeroBits, PROOF_HEADER, type ProofOfWorkChallenge } from "@/lib/platform/http/proof-of-work-protocol";
import { enforceLimit, hitRateLimit, refundRateLimit } from "@/lib/platform/rate-limit";
import { appSecret } from "@/lib/platform/secret";

// A budget for everyone together (a public form's, sign-in's) is there so that a flood spread over
// many addresses can't fill a table or a mailbox. Refusing everyone once it is used up would hand the
// flood's sender the power to shut the form for all; instead, past it a request must carry a proof
// of work, which a person's browser finds in a fraction of a second and a flood pays for each time.
//
// A challenge is stateless: a token signed with the app's secret naming its scope (which budget),
// when it expires, the difficulty and a random id. A proof is the token, ":" and a nonce such that
// SHA-256(proof) starts with `difficulty` zero bits. Each token is redeemed once: its id is kept in
// the rate-limit table until the token has expired.

const SCOPE = /^[a-z][a-z-]{0,31}$/;

export interface GlobalBudget {
  /** Binds the budget's challenges: a proof made for one scope is refused by every other. */
  scope: string;
  /** The limit for everyone (lib/limits.ts): requests per hour admitted without a proof, and what is said at the hard ceiling. */
  limit: Limit;
  /** Which of the limit's counters (e.g. the form's name); none for a limit with one counter. */
  who?: string;
}

/** Every request admitted in an hour, proven or not, stops here. */
export function hardCeiling(softLimit: number): number {
  return softLimit * PROOF_OF_WORK.hardCeilingMultiple;
}

function signingKey(): Buffer {
  // Its own key, derived from the app's secret, so no other value signed with that secret can pass as a token.
  return createHmac("sha256", appSecret()).update("holla:proof-of-work").digest();
}

function sign(payload: string): string {
  return createHmac("sha256", signingKey()).update(payload).digest().subarray(0, 16).toString("base64url");
}

export function issueChallenge(scope: string, now = new Date()): ProofOfWorkChallenge {
  if (!SCOPE.test(scope)) throw new Error(`Not a proof-of-work scope: ${scope}`);
  const expires = Math.floor(now.getTime() / 1000) + PROOF_OF_WORK.challengeSeconds;
  const payload = `${scope}.${expires}.${PROOF_OF_WORK.difficulty}.${randomBytes(12).toString("base64url")}`;
  return { token: `${payload}.${sign(payload)}`, difficulty: PROOF_OF_WORK.difficulty };
}

export type ProofCheck =
  | { ok: true; id: string; expiresAt: Date }
  | { ok: false; reason: "missing" | "malformed" | "signature" | "scope" | "expired" | "work" };

/** Whether `proof` answers a challenge of this server for `scope` (without looking at whether it was used). */
export function checkProof(proof: string | null | undefined, scope: string, now = new Date()): ProofCheck {
  if (!proof) return { ok: false, reason: "missing" };
  const match = /^(([a-z-]+)\.(\d{1,12})\.(\d{1,2})\.([A-Za-z0-9_-]{16}))\.([A-Za-z0-9_-]{22}):([0-9a-z]{1,16})$/.exec(proof);
  if (!match) return { ok: false, reason: "malformed" };
  const [, payload, tokenScope, expires, difficulty, id, signature] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: "signature" };
  if (tokenScope !== scope) return { ok: false, reason: "scope" };
  const expiresAt = new Date(Number(expires) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: "expired" };
  // The difficulty is the one the token was issued with, but never less than today's.
  const bits = Math.max(Number(difficulty), PROOF_OF_WORK.difficulty);
  if (leadingZeroBits(createHash("sha256").update(proof).digest()) < bits) return { ok: false, reason: "work" };
  return { ok: true, id, expiresAt };
}

/** Checks `proof` and, when it is good, marks its challenge used: true only the first time. */
async function redeemProof(proof: string | null | undefined, scope: string, now = new Date()): Promise<boolean> {
  const check = checkProof(proof, scope, now);
  if (!check.ok) return false;
  // Counted in the window that holds the token's expiry, whenever it is redeemed: every attempt at
  // the same token meets the same row, which outlives the token (old windows are swept after a day).
  const first = await hitRateLimit(
    `pow:${scope}:${check.id}`,
    { limit: 1, windowSeconds: PROOF_OF_WORK.challengeSeconds },
    check.expiresAt,
  );
  return first.allowed;
}

/** The proof a request carries, if any. */
export function proofOf(headers: Headers): string | null {
  return headers.get(PROOF_HEADER);
}

/** A limit on one sender (an email address, a client address): the named limit and whose counter. */
export interface SenderLimit {
  limit: Limit;
  who: string;
}

/**
 * The limits of a public endpoint in their one order. First the sender's own, so that what they refuse
 * never counts against everyone's and no single client can use that up. Then the budget for everyone:
 * within its soft limit a request passes; past it, it needs an unused proof for this scope (else a 429
 * with code proof_of_work_required and a fresh challenge), and then counts against the hard ceiling.
 * A request turned away for want of a proof did nothing, so its sender's limits take it back: the
 * browser's retry with the proof is the one that counts.
 */
export async function enforceLimits(
  sender: SenderLimit[],
  budget: GlobalBudget,
  proof: string | null | undefined,
  now = new Date(),
): Promise<void> {
  for (const { limit, who } of sender) await enforceLimit(limit, who, now);
  const counter = limitKey(budget.limit, budget.who);
  const soft = await hitRateLimit(counter, budget.limit, now);
  if (soft.allowed) return;
  if (!(await redeemProof(proof, budget.scope, now))) {
    await Promise.all(sender.map(({ limit, who }) => refundRateLimit(limitKey(limit, who), limit, now)));
    throw ApiError.tooManyRequests("proof_of_work_required", PROOF_REQUIRED, (soft.resetAt.getTime() - now.getTime()) / 1000, {
      challenge: issueChallenge(budget.scope, now),
    });
  }
  const proven = { ...budget.limit, limit: hardCeiling(budget.limit.limit) - budget.limit.limit };
  await enforceLimit(proven, `${budget.who ? `${budget.who}:` : ""}proven`, now);
}
