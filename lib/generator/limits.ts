// The input limits of POST /api/generate, for the browser. lib/ai/schemas.ts is the source, but it
// builds zod schemas at load time, which would put zod (~40 KB gzip) in the tool's chunk; these copies
// are held equal to it by tests/unit/generator-limits.test.ts.

export const MESSAGE_MAX_CHARS = 1_000;
export const THREAD_MAX_CHARS = 4_000;
