// Holla's service worker (docs/architecture.md, "The service worker"). It does one thing: it receives
// an image shared into the installed app (the manifest's share_target, lib/screenshot/share-target.ts)
// and hands it to the tool through Cache Storage. It caches nothing of the app and answers no other
// request, so after a deploy every page, script and call comes from the server as if it weren't here.
// The values below are lib/screenshot/share-target.ts's; tests/unit/service-worker.test.ts runs this
// file against them.

const SHARE_CACHE = "holla-share";
const SHARED_IMAGE_KEY = "/share-target/image";
const SHARED_AT_HEADER = "x-holla-shared-at";
const SHARE_ACTION = "/share-target";
const SHARE_FIELD = "screenshot";
const LANDING_SCREENSHOT = "/?shared=screenshot#generator";
/** Nothing usable arrived (no file, not an image, a body that isn't a form): the tool, as it is. */
const LANDING_NOTHING = "/#generator";

// A new version takes over at once: it holds no state an older page depends on.
self.addEventListener("install", () => {
  self.skipWaiting();
});

// Every other cache is deleted: none is ours, and a cache left by anything earlier on this origin
// could only ever hold a stale copy of the app.
self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name !== SHARE_CACHE).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

/** The share sheet's POST: keep the image for the tool, then open the tool (303, so the reload is a GET). */
async function receiveShare(request) {
  let file = null;
  try {
    const value = (await request.formData()).get(SHARE_FIELD);
    if (value instanceof File && value.type.startsWith("image/") && value.size > 0) file = value;
  } catch {
    // Not a multipart form: nothing to keep.
  }
  if (!file) return Response.redirect(LANDING_NOTHING, 303);
  const cache = await caches.open(SHARE_CACHE);
  // A worker can't tell the share sheet from another site's form (no Sec-Fetch-Site here): the tool asks
  // before reading, and drops a share that waited too long (lib/screenshot/share-target.ts).
  await cache.put(SHARED_IMAGE_KEY, new Response(file, { headers: { "content-type": file.type, [SHARED_AT_HEADER]: String(Date.now()) } }));
  return Response.redirect(LANDING_SCREENSHOT, 303);
}

// Only that POST is answered here. Any other request is left alone (no respondWith), so the browser
// fetches it from the network exactly as without a service worker: nothing stale can be served.
self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "POST" || request.mode !== "navigate") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname !== SHARE_ACTION) return;
  event.respondWith(receiveShare(request));
});
