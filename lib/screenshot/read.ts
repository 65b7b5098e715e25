import "server-only";
import type { Screenshot } from "@/app/(screenshot)/api/read-screenshot/schema";
import type { Viewer } from "@/lib/account/viewer";
import { LIMITS } from "@/lib/limits";
import { SCREENSHOT_AI_UNAVAILABLE } from "@/lib/messages";
import { modelChoice } from "@/lib/platform/ai/provider";
import { ApiError } from "@/lib/platform/http/errors";
import { assertUnderLimit, enforceLimit } from "@/lib/platform/rate-limit";
import { networkKey } from "@/lib/platform/request-ip";
import { readWithModel } from "@/lib/screenshot/read-with-model";
import type { Turn } from "@/lib/screenshot/turns";

// "Read with AI" (docs/architecture.md): the second way to read a chat screenshot, where the configured
// model can see images (AI_READS_IMAGES). The first, on his own device, needs no server. Without such a
// model the route doesn't exist (404), and the page shows no button. Nothing is stored: the image goes
// to the model and its turns come back to him.

/** 404 unless the configured model can read an image. */
function assertReaderAvailable(): void {
  const { model, readsImages } = modelChoice();
  if (!model || !readsImages) throw ApiError.notFound(SCREENSHOT_AI_UNAVAILABLE);
}

/** What GET /api/read-screenshot answers: here it is (or the 404 above). */
export async function readerAvailability(): Promise<{ available: true }> {
  assertReaderAvailable();
  return { available: true };
}

/**
 * Before his upload is read: 404 without a reader, and a 429 now rather than after 8 MB have arrived when
 * any of the limits below is already used up (issue 32, finding 3). Counts nothing: a refused upload
 * costs him none of his reads.
 */
export async function assertCanRead(viewer: Viewer): Promise<void> {
  assertReaderAvailable();
  await assertUnderLimit(LIMITS.screenshotPerVisitor, viewer.subject);
  await assertUnderLimit(LIMITS.screenshotPerAddress, viewer.ip);
  await assertUnderLimit(LIMITS.screenshotPerNetwork, networkKey(viewer.ip));
  await assertUnderLimit(LIMITS.screenshotEveryone);
}

/** The conversation in his screenshot, counted against his limit and, with everyone's, against the bill. */
export async function readScreenshotForViewer(
  viewer: Viewer,
  { image, mediaType }: Screenshot,
  signal?: AbortSignal,
): Promise<{ turns: Turn[] }> {
  assertReaderAvailable();
  // Per visitor (or account), and per address so that dropping the cookie is no way around it; per
  // network and everyone together last, so that what one client's own ceilings refuse doesn't use them up.
  // Past those two ("busy") the browser keeps the reading it made on the device.
  await enforceLimit(LIMITS.screenshotPerVisitor, viewer.subject);
  await enforceLimit(LIMITS.screenshotPerAddress, viewer.ip);
  await enforceLimit(LIMITS.screenshotPerNetwork, networkKey(viewer.ip));
  await enforceLimit(LIMITS.screenshotEveryone);
  return { turns: await readWithModel(image, mediaType, signal) };
}
