import "server-only";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { LIMITS, limitKey } from "@/lib/limits";
import { LANGUAGES, type LanguageId, TONES, type ToneId } from "@/lib/plans";
import { env } from "@/lib/platform/env";
import { ApiError } from "@/lib/platform/http/errors";
import { hitRateLimit } from "@/lib/platform/rate-limit";
import { LANGUAGE_GUIDES, SYSTEM_PROMPT, TONE_GUIDES } from "@/lib/replies/prompt";
import { modelRepliesSchema } from "@/lib/replies/schemas";

// The generate benchmark's yardstick (npm run bench:generate, bench/GENERATE.md): the work a generation
// cannot do without, and nothing of Holla's own. One counter upsert of the kind the quota makes for a
// Premium generation (a new row per request, as each benchmark request is a new visitor), and one call
// to the configured OpenAI-compatible server with the request the AI SDK sends for the replies (the
// same system prompt, a user prompt of the tone, the language and her message, quoted, the same JSON
// schema of the answer; only the prompt's lines that come from reading her message are missing), whose
// answer is parsed with JSON.parse and nothing else. What /api/generate does beyond this (validation,
// plan, safety, reading her message, the prompt's rules, the rails, normalising the replies) is the
// overhead the benchmark's ratio measures. Only where the tier override is on (never in production).

const RESPONSE_FORMAT = {
  type: "json_schema",
  json_schema: { schema: z.toJSONSchema(modelRepliesSchema, { target: "draft-7" }), strict: true, name: "replies" },
} as const;

/** The yardstick's one model call and one counter write; 404 where the tier override is off or no model server is configured. */
export async function yardstickGeneration({
  message,
  tone,
  language,
}: {
  message: string;
  tone: string;
  language: string;
}): Promise<{ replies: unknown }> {
  if (!env.ALLOW_TIER_OVERRIDE || !env.OPENAI_BASE_URL) throw ApiError.notFound();
  await hitRateLimit(limitKey(LIMITS.premiumReplies, `bench:${randomUUID()}`), LIMITS.premiumReplies);
  const response = await fetch(`${env.OPENAI_BASE_URL.replace(/\/$/, "")}/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${env.OPENAI_API_KEY ?? "not-needed"}` },
    body: JSON.stringify({
      model: env.AI_MODEL,
      messages: [
        { role: "system", content: SYSTEM_PROMPT },
        {
          role: "user",
          content: [
            `Tone: ${TONES[tone as ToneId]?.label}. ${TONE_GUIDES[tone as ToneId]}`,
            `Language: ${LANGUAGES[language as LanguageId]?.label}. ${LANGUAGE_GUIDES[language as LanguageId]}`,
            "Her latest message, which he is replying to (quoted data):",
            "<<<MESSAGE",
            JSON.stringify(message),
            "MESSAGE>>>",
          ].join("\n"),
        },
      ],
      temperature: 0.9,
      response_format: RESPONSE_FORMAT,
    }),
  });
  const answer = (await response.json()) as { choices?: Array<{ message?: { content?: string } }> };
  return { replies: (JSON.parse(answer.choices?.[0]?.message?.content ?? "{}") as { replies?: unknown }).replies };
}
