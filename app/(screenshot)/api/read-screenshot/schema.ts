import { z } from "zod";

// The body is the screenshot itself, not JSON: imageRoute (lib/platform/http/route.ts) reads it within
// SCREENSHOT_MAX_BYTES, checks that its first bytes are the type Content-Type names, and hands this
// schema the type and the bytes.

export const screenshotSchema = z.object({
  mediaType: z.enum(["image/png", "image/jpeg", "image/webp"]),
  image: z.instanceof(Uint8Array),
});

export type Screenshot = z.infer<typeof screenshotSchema>;
