// The share target's protocol (docs/architecture.md, "The service worker"): what the manifest
// declares, where the service worker (public/sw.js) keeps a shared image, and the addresses it and
// the server's fallback send him to. Read by the manifest, the route, the browser and the tests;
// public/sw.js is a plain script that can't import it, so tests/unit/service-worker.test.ts runs the
// worker against these values and fails if the two drift apart.

/** The manifest's share_target: Android's share sheet POSTs the image here as multipart form data. */
export const SHARE_TARGET = {
  action: "/share-target",
  field: "screenshot",
  accept: ["image/png", "image/jpeg", "image/webp", "image/*"],
} as const;

/** The Cache Storage cache the service worker keeps a shared image in: the only cache Holla has. */
export const SHARE_CACHE = "holla-share";
/** Its one entry: the last image shared, until the tool takes it. */
export const SHARED_IMAGE_KEY = "/share-target/image";
/**
 * When it was shared (ms since the epoch), kept with it: the tool drops a share older than
 * SHARE_EXPIRES_MS, so a picture another site sent while he wasn't looking can't surface later.
 */
export const SHARED_AT_HEADER = "x-holla-shared-at";
export const SHARE_EXPIRES_MS = 10 * 60_000;

/** The query parameter that tells the tool what arrived: `?shared=screenshot` or `?shared=unavailable`. */
export const SHARED_PARAM = "shared";
export type SharedState = "screenshot" | "unavailable";

/**
 * Where a share lands: the tool, with the image waiting in the cache ("screenshot"), or, when the
 * request reached the server because no service worker was installed yet, with nothing ("unavailable").
 */
export const SHARED_LANDING: Record<SharedState, string> = {
  screenshot: `/?${SHARED_PARAM}=screenshot#generator`,
  unavailable: `/?${SHARED_PARAM}=unavailable#generator`,
};
