// A seeded generator, so that any failing case can be replayed from the seed the run printed
// (FUZZ_SEED=…). sfc32: small, fast and good enough for choosing test inputs; not for secrets.

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number | string) {
    const h = hash32(String(seed));
    this.a = h ^ 0x9e3779b9;
    this.b = h ^ 0x243f6a88;
    this.c = h ^ 0xb7e15162;
    this.d = 1;
    for (let i = 0; i < 16; i++) this.next();
  }

  /** A float in [0, 1). */
  next(): number {
    this.a >>>= 0;
    this.b >>>= 0;
    this.c >>>= 0;
    this.d >>>= 0;
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (!items.length) throw new Error("pick from an empty list");
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** A length that favours the small but reaches `max`: most bugs hide at the short end and at the limits. */
  length(max: number): number {
    const r = this.next();
    if (r < 0.6) return this.int(0, Math.min(max, 16));
    if (r < 0.9) return this.int(0, Math.min(max, 512));
    return this.int(0, max);
  }
}

/** FNV-1a, to derive one independent stream per route from the run's seed. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
