// How long what a person types (and how large what he uploads) may be: one home for the browser's fields
// and the server's schemas. Plain numbers, no zod, so the browser's chunks can import them without the
// validator.

/** Her message, in the generator and the Pattern Interrupt. */
export const MESSAGE_MAX_CHARS = 1_000;
/** The earlier conversation pasted with it. */
export const THREAD_MAX_CHARS = 4_000;
/** One message to either Romeo. */
export const CHAT_MESSAGE_MAX_CHARS = 2_000;
/** An email address (RFC 5321's longest). */
export const EMAIL_MAX_CHARS = 254;
/** The feedback form's message and the report form's description. */
export const FEEDBACK_MESSAGE_MAX_CHARS = 5_000;
export const REPORT_DESCRIPTION_MAX_CHARS = 5_000;
/** The most pixels a picture sent to "Read with AI" may have a side (a long scrolling screenshot), and in all. */
export const IMAGE_MAX_SIDE = 16_384;
export const IMAGE_MAX_PIXELS = 40_000_000;
/** The most saved replies one account keeps, whatever its plan: an unlimited plan's fair use. */
export const SAVED_REPLIES_CEILING = 2_000;
/** A chat screenshot sent to "Read with AI": with every request body's ceiling, for the server in front of Next too. */
export { SCREENSHOT_MAX_BYTES } from "@/lib/platform/http/body-ceilings.mjs";

// ---- About him (issue 19): his facts and samples of how he texts --------------------------------------

/** His first name. */
export const ABOUT_NAME_MAX_CHARS = 40;
/** Each other fact: what he does, where he lives, what he likes, what he's looking for. */
export const ABOUT_FACT_MAX_CHARS = 200;
/** All his facts together. */
export const ABOUT_FACTS_MAX_CHARS = 600;
/** Messages he actually sent, as samples of how he texts. */
export const ABOUT_SAMPLES_MAX = 10;
export const ABOUT_SAMPLE_MAX_CHARS = 300;

/** His own one-line steer under a set of replies ("Steering a set", lib/replies/steer.ts). */
export const STEER_INSTRUCTION_MAX_CHARS = 120;

/** Her dating profile pasted for openers: bio and prompts. */
export const PROFILE_MAX_CHARS = 2_000;
