import { z } from "zod";
import { ABOUT_FACT_FIELDS, ABOUT_FACT_FORM, ABOUT_TEXTS, type AboutFactField } from "@/lib/account/about-rules";
import { ABOUT_FACTS_MAX_CHARS, ABOUT_SAMPLE_MAX_CHARS, ABOUT_SAMPLES_MAX } from "@/lib/input-limits";

// About him (lib/account/about-rules.ts): his facts and samples of how he texts. PUT takes the facts as
// top-level fields, so a 400's `field` names the one to fix on the form; the generate request carries
// the same limits as `about: { facts, samples }` (app/(replies)/api/generate/schema.ts).

const fact = (field: AboutFactField) => {
  const { label, max } = ABOUT_FACT_FORM[field];
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} can be at most ${max} characters.`)
    .transform((v) => v || undefined)
    .optional();
};

const factShape = Object.fromEntries(ABOUT_FACT_FIELDS.map((f) => [f, fact(f)])) as Record<AboutFactField, ReturnType<typeof fact>>;

const samplesSchema = z
  .array(
    z
      .string({ error: "Each sample must be text." })
      .trim()
      .max(ABOUT_SAMPLE_MAX_CHARS, `Each message can be at most ${ABOUT_SAMPLE_MAX_CHARS} characters.`),
    { error: "samples must be a list of messages." },
  )
  .transform((list) => list.filter(Boolean))
  .pipe(z.array(z.string()).max(ABOUT_SAMPLES_MAX, `At most ${ABOUT_SAMPLES_MAX} messages.`));

/** The 600 in all, said at the last fact he filled in (the one that went over). */
function withinTotal(facts: Partial<Record<AboutFactField, string>>, ctx: z.RefinementCtx) {
  const total = ABOUT_FACT_FIELDS.reduce((sum, f) => sum + (facts[f]?.length ?? 0), 0);
  if (total <= ABOUT_FACTS_MAX_CHARS) return;
  let running = 0;
  let over: AboutFactField = "lookingFor";
  for (const f of ABOUT_FACT_FIELDS) {
    running += facts[f]?.length ?? 0;
    if (running > ABOUT_FACTS_MAX_CHARS) {
      over = f;
      break;
    }
  }
  ctx.addIssue({ code: "custom", path: [over], message: `${ABOUT_TEXTS.factsTooLong} These are ${total}.` });
}

/** PUT /api/account/about: every fact (empty ones cleared) and the samples. */
export const aboutPutSchema = z.object({ ...factShape, samples: samplesSchema.default([]) }).superRefine((v, ctx) => withinTotal(v, ctx));

/** `about` in POST /api/generate: what the browser's store holds. */
export const aboutRequestSchema = z.object({
  facts: z
    .object(factShape)
    .superRefine((v, ctx) => withinTotal(v, ctx))
    .prefault({}),
  samples: samplesSchema.default([]),
});
