import {
  SHARE_CACHE,
  SHARE_EXPIRES_MS,
  SHARED_AT_HEADER,
  SHARED_IMAGE_KEY,
  SHARED_PARAM,
  type SharedState,
} from "@/lib/screenshot/share-target";

// The tool's side of the share target (docs/architecture.md, "The service worker"): public/sw.js keeps
// a shared image in Cache Storage and opens /?shared=screenshot#generator; the tool takes it from
// there once, and the address loses the parameter so a reload or a bookmark doesn't ask again.

/** What the address says arrived: an image to take, the server's "open Holla once" answer, or nothing. */
export function sharedScreenshotState(): SharedState | null {
  if (typeof window === "undefined") return null;
  const value = new URL(window.location.href).searchParams.get(SHARED_PARAM);
  if (value === "screenshot") return "screenshot"; // takeSharedScreenshot clears it, once it has the image
  if (value !== null) clearParam();
  return value === "unavailable" ? "unavailable" : null;
}

function clearParam(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete(SHARED_PARAM);
  // Next's router follows window.history.replaceState (docs: "Using the native History API").
  window.history.replaceState(null, "", `${url.pathname}${url.search}${url.hash}`);
}

const EXTENSIONS: Record<string, string> = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp" };

async function takeFromCache(): Promise<File | null> {
  if (!("caches" in window)) return null;
  try {
    const cache = await caches.open(SHARE_CACHE);
    const response = await cache.match(SHARED_IMAGE_KEY);
    if (!response) return null;
    await cache.delete(SHARED_IMAGE_KEY);
    // Older than a share he just made (or of unknown age): dropped, never offered.
    const sharedAt = Number(response.headers.get(SHARED_AT_HEADER));
    if (!(Date.now() - sharedAt < SHARE_EXPIRES_MS)) return null;
    const blob = await response.blob();
    const type = response.headers.get("content-type") || blob.type;
    return new File([blob], `shared-screenshot.${EXTENSIONS[type] ?? "img"}`, { type });
  } catch {
    // Storage the browser refuses (a private window's quota, cleared site data): as if nothing was shared.
    return null;
  }
}

let taking: Promise<File | null> | null = null;

/**
 * The screenshot shared into Holla, when the address says one is waiting: taken out of the cache (so
 * it is handed over once) and the parameter removed from the address. null otherwise. Two calls while
 * the first is still reading (React's development double effects) get the same image.
 */
export function takeSharedScreenshot(): Promise<File | null> {
  if (taking) return taking;
  if (sharedScreenshotState() !== "screenshot") return Promise.resolve(null);
  clearParam();
  const current = takeFromCache().finally(() => {
    if (taking === current) taking = null;
  });
  taking = current;
  return current;
}
