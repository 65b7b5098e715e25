import { z } from "zod";

// No control characters: PostgreSQL can't hold a NUL, and no real link carries any.
const field = (max: number) =>
  z
    .string()
    .max(max)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: deliberate, the field refuses control characters (see above)
    .regex(/^[^\u0000-\u001f]*$/);

/** The confirm page's Sign In form: the emailed link's fields, plus the nonce it fetched. */
export const signInFormSchema = z.object({
  token: field(512).min(1),
  email: field(320).min(1),
  callbackUrl: field(2048).optional(),
  // Missing is not malformed: the callback sends the person back to the confirm page for it.
  nonce: z.string().max(128).default(""),
});

/** Three short fields and a nonce; anything larger is not this form. */
export const SIGN_IN_FORM_MAX_BYTES = 4 * 1024;
