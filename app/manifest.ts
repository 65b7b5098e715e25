import type { MetadataRoute } from "next";
import { SHARE_TARGET } from "@/lib/screenshot/share-target";
import { SITE } from "@/lib/site";

// The web app manifest: "Add to Home Screen" installs Holla with its own icon and opens it without
// the browser's bars. The bitmaps come from app/icon.svg (scripts/make-icons.mjs). Installed, Holla is
// a share target: Android's share sheet lists it for an image, and sends the image to /share-target,
// which the service worker answers (public/sw.js; docs/architecture.md, "The service worker").
export default function manifest(): MetadataRoute.Manifest {
  return {
    // The app's identity across installs: fixed, so a later change of start_url is the same app.
    id: "/",
    name: `${SITE.name}: ${SITE.tagline}`,
    short_name: SITE.name,
    description: SITE.description,
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#7a2fe0",
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
    share_target: {
      action: SHARE_TARGET.action,
      method: "POST",
      enctype: "multipart/form-data",
      params: { files: [{ name: SHARE_TARGET.field, accept: [...SHARE_TARGET.accept] }] },
    },
  };
}
