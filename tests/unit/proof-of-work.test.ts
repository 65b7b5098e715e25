import { createHash } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PROOF_OF_WORK } from "@/lib/limits";
import { ERROR_CODES, PROOF_REQUIRED } from "@/lib/messages";
import { apiRequest, RequestError } from "@/lib/platform/client/http";
import { searchNonce, solveChallenge } from "@/lib/platform/client/proof-of-work-solver";
import { ApiError } from "@/lib/platform/http/errors";
import { checkProof, issueChallenge } from "@/lib/platform/http/proof-of-work";
import { isChallenge, leadingZeroBits, PROOF_HEADER, proofFor } from "@/lib/platform/http/proof-of-work-protocol";
import { errorResponse } from "@/lib/platform/http/route";

const NOW = new Date("2026-03-01T12:00:00Z");
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);
const zeroBits = (text: string) => leadingZeroBits(createHash("sha256").update(text).digest());

/** A proof of the right shape whose hash has too few zero bits. */
function lazyProof(token: string, difficulty: number): string {
  for (let n = 0; ; n++) if (zeroBits(proofFor(token, n.toString(36))) < difficulty) return proofFor(token, n.toString(36));
}

describe("leadingZeroBits", () => {
  it.each([
    [[0x80], 0],
    [[0x01, 0xff], 7],
    [[0x00, 0x00, 0x3f], 18],
    [[0x00, 0x00], 16],
  ])("counts %j as %i", (bytes, bits) => expect(leadingZeroBits(Uint8Array.from(bytes))).toBe(bits));
});

describe("a challenge and its proof", () => {
  it("is issued with today's difficulty and a token the browser accepts", () => {
    const challenge = issueChallenge("newsletter", NOW);
    expect(challenge.difficulty).toBe(PROOF_OF_WORK.difficulty);
    expect(isChallenge(challenge)).toBe(true);
    expect(issueChallenge("newsletter", NOW).token).not.toBe(challenge.token);
    expect(() => issueChallenge("form:newsletter", NOW)).toThrow();
  });

  it("is accepted when solved, for its scope, until it expires", async () => {
    const challenge = issueChallenge("newsletter", NOW);
    const proof = (await solveChallenge(challenge))!;
    expect(proof.startsWith(`${challenge.token}:`)).toBe(true);
    expect(zeroBits(proof)).toBeGreaterThanOrEqual(PROOF_OF_WORK.difficulty);
    expect(checkProof(proof, "newsletter", later(1))).toMatchObject({ ok: true });
    expect(checkProof(proof, "newsletter", later(PROOF_OF_WORK.challengeSeconds - 1))).toMatchObject({ ok: true });
    expect(checkProof(proof, "newsletter", later(PROOF_OF_WORK.challengeSeconds))).toEqual({ ok: false, reason: "expired" });
    expect(checkProof(proof, "feedback", later(1))).toEqual({ ok: false, reason: "scope" });
  });

  it("is refused when the hash has too few zero bits", () => {
    const { token, difficulty } = issueChallenge("feedback", NOW);
    expect(checkProof(lazyProof(token, difficulty), "feedback", NOW)).toEqual({ ok: false, reason: "work" });
  });

  it("is refused when any part of the token was changed, even with the work done", () => {
    const { token } = issueChallenge("sign-in", NOW);
    const [scope, expires, difficulty, id, signature] = token.split(".") as [string, string, string, string, string];
    const flip = (text: string) => `${text.slice(0, -1)}${text.endsWith("A") ? "B" : "A"}`;
    const tampered = [
      [scope, String(Number(expires) + 3600), difficulty, id, signature],
      [scope, expires, "1", id, signature],
      ["report", expires, difficulty, id, signature],
      [scope, expires, difficulty, flip(id), signature],
      [scope, expires, difficulty, id, flip(signature)],
    ].map((parts) => parts.join("."));
    for (const forged of tampered) {
      const nonce = searchNonce(forged, PROOF_OF_WORK.difficulty, 0, 1 << 24)!;
      expect(checkProof(proofFor(forged, nonce), forged.split(".")[0]!, NOW)).toEqual({ ok: false, reason: "signature" });
    }
  });

  it("is refused when missing or not a proof at all", () => {
    expect(checkProof(null, "newsletter", NOW)).toEqual({ ok: false, reason: "missing" });
    const { token } = issueChallenge("newsletter", NOW);
    for (const junk of [token, `${token}:`, `${token}:ABC`, `${token}:${"1".repeat(17)}`, `x${token}:1`, "a.b.c.d.e:1"]) {
      expect(checkProof(junk, "newsletter", NOW)).toMatchObject({ ok: false });
    }
  });
});

describe("the browser's solver", () => {
  it("finds the first nonce SHA-256 agrees on, whatever the token's length (one or two blocks, a hashed-once prefix)", () => {
    for (const length of [1, 40, 53, 54, 55, 62, 63, 64, 70, 117, 118, 119, 126, 127, 200]) {
      const token = "t".repeat(length);
      for (const difficulty of [0, 3, 9]) {
        let first = 0;
        while (zeroBits(proofFor(token, first.toString(36))) < difficulty) first++;
        expect(searchNonce(token, difficulty, 0, 1 << 20), `${length} chars, ${difficulty} bits`).toBe(first.toString(36));
      }
    }
  });

  it("solves nothing that is not a challenge, and stops when aborted", async () => {
    expect(await solveChallenge({ token: "a.b", difficulty: 40 })).toBeNull();
    expect(await solveChallenge({ token: "a:b", difficulty: 4 })).toBeNull();
    expect(await solveChallenge(undefined)).toBeNull();
    const aborted = AbortSignal.abort();
    await expect(solveChallenge({ token: "a.b", difficulty: 24 }, aborted)).rejects.toThrow();
  });
});

describe("a typed error on the wire", () => {
  it("carries its code and fields beside the message, and no field replaces either", async () => {
    expect(ERROR_CODES).toContain("proof_of_work_required");
    const challenge = issueChallenge("waitlist", NOW);
    const error = ApiError.tooManyRequests("proof_of_work_required", "Busy.", 30, { challenge, error: "x", code: "y" });
    const response = errorResponse(error);
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("30");
    expect(await response.json()).toEqual({ error: "Busy.", code: "proof_of_work_required", challenge });
  });

  it("always names its code", async () => {
    expect(await errorResponse(ApiError.tooManyRequests("rate_limited", "Slow down.", 5)).json()).toEqual({
      error: "Slow down.",
      code: "rate_limited",
    });
  });
});

describe("apiRequest and a proof-of-work challenge", () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A server whose budget for everyone is used up: a request passes only with a good proof for `scope`. */
  function busyServer(scope: string) {
    const fetch = vi.fn(async (_path: string, init: RequestInit) => {
      const proof = (init.headers as Record<string, string> | undefined)?.[PROOF_HEADER] ?? null;
      if (checkProof(proof, scope).ok) return Response.json({ success: true });
      return errorResponse(ApiError.tooManyRequests("proof_of_work_required", PROOF_REQUIRED, 60, { challenge: issueChallenge(scope) }));
    });
    vi.stubGlobal("fetch", fetch);
    return fetch;
  }

  it("solves the challenge and sends the same request again with the proof", async () => {
    const fetch = busyServer("newsletter");
    expect(await apiRequest("/api/newsletter-signup", { method: "POST", body: { email: "a@b.co" } })).toEqual({ success: true });
    expect(fetch).toHaveBeenCalledTimes(2);
    const [path, retry] = fetch.mock.calls[1]!;
    expect(path).toBe("/api/newsletter-signup");
    expect(retry).toMatchObject({ method: "POST", credentials: "include", body: '{"email":"a@b.co"}' });
    expect(retry.headers).toMatchObject({ "Content-Type": "application/json", [PROOF_HEADER]: expect.stringMatching(/^newsletter\./) });
  });

  it("tries once only: a second refusal reaches the person as the server said it", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    // Proofs are answered for another scope, so every one is refused.
    const fetch = vi.fn(async () =>
      errorResponse(ApiError.tooManyRequests("proof_of_work_required", PROOF_REQUIRED, 60, { challenge: issueChallenge("report") })),
    );
    vi.stubGlobal("fetch", fetch);
    const error = await apiRequest("/api/feedback", { method: "POST", body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect((error as RequestError).status).toBe(429);
    expect((error as RequestError).message).toBe(PROOF_REQUIRED);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("doesn't retry a 429 that asks for no proof", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const fetch = vi.fn(async () => Response.json({ error: "Too many." }, { status: 429 }));
    vi.stubGlobal("fetch", fetch);
    await expect(apiRequest("/api/feedback", { method: "POST", body: {} })).rejects.toThrow("Too many.");
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
