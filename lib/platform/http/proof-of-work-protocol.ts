// What the server's proof-of-work gate (proof-of-work.ts) and the browser's solver
// (proof-of-work-solver.ts) must agree on. The browser loads this, so nothing here may import server code.

/** The request header that carries a proof: the challenge's token, ":", and the nonce found for it (1 to 16 of 0-9a-z). */
export const PROOF_HEADER = "X-Holla-Proof";

/** Sent with a 429 whose code is "proof_of_work_required". */
export interface ProofOfWorkChallenge {
  token: string;
  /** Leading zero bits SHA-256(proof) must have. */
  difficulty: number;
}

/** The most work a browser agrees to do: a challenge asking for more is a bug or not ours. */
const MAX_DIFFICULTY = 24;

/** The proof for a nonce, which is also the exact text that is hashed. */
export function proofFor(token: string, nonce: string): string {
  return `${token}:${nonce}`;
}

export function isChallenge(value: unknown): value is ProofOfWorkChallenge {
  if (!value || typeof value !== "object") return false;
  const { token, difficulty } = value as Record<string, unknown>;
  return (
    typeof token === "string" &&
    // The token's alphabet (base64url, dots, scope names) never includes ":", which ends it in a proof.
    /^[A-Za-z0-9._-]{1,256}$/.test(token) &&
    typeof difficulty === "number" &&
    Number.isInteger(difficulty) &&
    difficulty >= 0 &&
    difficulty <= MAX_DIFFICULTY
  );
}

export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}
