import { isChallenge, proofFor } from "@/lib/platform/http/proof-of-work-protocol";

// The browser's half of the proof-of-work gate, loaded by lib/platform/client/http.ts only when a server asks
// for a proof, so no page pays for it up front. SHA-256 is written out here rather than taken from
// WebCrypto: crypto.subtle.digest costs a promise per hash, and a 16-bit challenge took 1.6 s with it
// in Node (batched 1,024 at a time) against 40 ms with this loop. Only the last block or two of the
// input change between nonces, so the blocks before them are hashed once.

const K = Int32Array.of(
  0x428a2f98,
  0x71374491,
  0xb5c0fbcf,
  0xe9b5dba5,
  0x3956c25b,
  0x59f111f1,
  0x923f82a4,
  0xab1c5ed5,
  0xd807aa98,
  0x12835b01,
  0x243185be,
  0x550c7dc3,
  0x72be5d74,
  0x80deb1fe,
  0x9bdc06a7,
  0xc19bf174,
  0xe49b69c1,
  0xefbe4786,
  0x0fc19dc6,
  0x240ca1cc,
  0x2de92c6f,
  0x4a7484aa,
  0x5cb0a9dc,
  0x76f988da,
  0x983e5152,
  0xa831c66d,
  0xb00327c8,
  0xbf597fc7,
  0xc6e00bf3,
  0xd5a79147,
  0x06ca6351,
  0x14292967,
  0x27b70a85,
  0x2e1b2138,
  0x4d2c6dfc,
  0x53380d13,
  0x650a7354,
  0x766a0abb,
  0x81c2c92e,
  0x92722c85,
  0xa2bfe8a1,
  0xa81a664b,
  0xc24b8b70,
  0xc76c51a3,
  0xd192e819,
  0xd6990624,
  0xf40e3585,
  0x106aa070,
  0x19a4c116,
  0x1e376c08,
  0x2748774c,
  0x34b0bcb5,
  0x391c0cb3,
  0x4ed8aa4a,
  0x5b9cca4f,
  0x682e6ff3,
  0x748f82ee,
  0x78a5636f,
  0x84c87814,
  0x8cc70208,
  0x90befffa,
  0xa4506ceb,
  0xbef9a3f7,
  0xc67178f2,
);
const INITIAL_STATE = Int32Array.of(0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19);

/** Hashes between two yields to the page, so it stays responsive: a few ms of work on a laptop, tens on a phone. */
const HASHES_PER_SLICE = 8192;

function loadBlock(bytes: Uint8Array, offset: number, w: Int32Array) {
  for (let i = 0; i < 16; i++) {
    const at = offset + i * 4;
    w[i] = (bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!;
  }
}

/** One SHA-256 compression of the block in w[0..15] into state (w's other words are scratch). */
function compress(state: Int32Array, w: Int32Array) {
  for (let i = 16; i < 64; i++) {
    const x = w[i - 15]!;
    const y = w[i - 2]!;
    const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
    const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
    w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
  }
  let a = state[0]!;
  let b = state[1]!;
  let c = state[2]!;
  let d = state[3]!;
  let e = state[4]!;
  let f = state[5]!;
  let g = state[6]!;
  let h = state[7]!;
  for (let i = 0; i < 64; i++) {
    const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const t1 = (h + S1 + ((e & f) ^ (~e & g)) + K[i]! + w[i]!) | 0;
    const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (S0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  state[0] = (state[0]! + a) | 0;
  state[1] = (state[1]! + b) | 0;
  state[2] = (state[2]! + c) | 0;
  state[3] = (state[3]! + d) | 0;
  state[4] = (state[4]! + e) | 0;
  state[5] = (state[5]! + f) | 0;
  state[6] = (state[6]! + g) | 0;
  state[7] = (state[7]! + h) | 0;
}

function startsWithZeroBits(state: Int32Array, bits: number): boolean {
  for (let word = 0; bits > 0; word++, bits -= 32) {
    const value = state[word]! >>> 0;
    if (bits >= 32 ? value !== 0 : value >>> (32 - bits) !== 0) return false;
  }
  return true;
}

/** A nonce whose SHA-256(token + ":" + nonce) starts with `difficulty` zero bits, searched from `start`. */
export function searchNonce(token: string, difficulty: number, start: number, count: number): string | null {
  const prefix = new TextEncoder().encode(`${token}:`);
  const fixedBlocks = Math.floor(prefix.length / 64);
  const w = new Int32Array(64);
  const midstate = INITIAL_STATE.slice();
  for (let block = 0; block < fixedBlocks; block++) {
    loadBlock(prefix, block * 64, w);
    compress(midstate, w);
  }
  const tail = prefix.subarray(fixedBlocks * 64);
  const buffer = new Uint8Array(128);
  buffer.set(tail);
  const state = new Int32Array(8);
  for (let nonce = start; nonce < start + count; nonce++) {
    const digits = nonce.toString(36);
    let length = tail.length;
    for (let i = 0; i < digits.length; i++) buffer[length++] = digits.charCodeAt(i);
    buffer[length++] = 0x80;
    const end = length + 8 <= 64 ? 64 : 128;
    buffer.fill(0, length, end - 4);
    // The message is far shorter than 2^32 bits, so the length's high word stays zero.
    const bitLength = (prefix.length + digits.length) * 8;
    buffer[end - 4] = bitLength >>> 24;
    buffer[end - 3] = bitLength >>> 16;
    buffer[end - 2] = bitLength >>> 8;
    buffer[end - 1] = bitLength;
    state.set(midstate);
    for (let offset = 0; offset < end; offset += 64) {
      loadBlock(buffer, offset, w);
      compress(state, w);
    }
    if (startsWithZeroBits(state, difficulty)) return digits;
  }
  return null;
}

/**
 * The proof for a challenge (the value of the proof header), or null when `challenge` is not one. Works
 * in slices and yields between them, so the page stays responsive; stops when `signal` aborts.
 */
export async function solveChallenge(challenge: unknown, signal?: AbortSignal): Promise<string | null> {
  if (!isChallenge(challenge)) return null;
  for (let start = 0; ; start += HASHES_PER_SLICE) {
    signal?.throwIfAborted();
    const nonce = searchNonce(challenge.token, challenge.difficulty, start, HASHES_PER_SLICE);
    if (nonce !== null) return proofFor(challenge.token, nonce);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
