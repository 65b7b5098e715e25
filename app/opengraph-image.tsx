import { ImageResponse } from "next/og";
import { SITE } from "@/lib/site";

// The link preview (Open Graph, which Twitter's card reads too), drawn at build time: the logo, the name and what
// Holla does, on the brand gradient. Uses the font next/og ships with, so nothing is fetched.
export const alt = `${SITE.name}: ${SITE.tagline}`;
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

export default function OpenGraphImage() {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "center",
        padding: "80px",
        background: "linear-gradient(135deg, #7a2fe0 0%, #ec4899 100%)",
        color: "white",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: "28px" }}>
        {/* biome-ignore lint/a11y/noSvgWithoutTitle: drawn into a PNG by next/og; the image's text alternative is `alt` above */}
        <svg width="120" height="120" viewBox="0 0 32 32">
          <rect width="32" height="32" rx="8" fill="white" fillOpacity="0.18" />
          <path
            d="M16 7.5c-5 0-9 3.4-9 7.8 0 2.3 1.1 4.3 2.9 5.7L9 25l4.3-2.1c.9.2 1.8.3 2.7.3 5 0 9-3.4 9-7.9S21 7.5 16 7.5Z"
            fill="#fff"
          />
          <path
            d="M16 19.2s-3.6-2.1-3.6-4.5c0-1.2.9-2.1 2-2.1.7 0 1.3.4 1.6.9.3-.5.9-.9 1.6-.9 1.1 0 2 .9 2 2.1 0 2.4-3.6 4.5-3.6 4.5Z"
            fill="#ec4899"
          />
        </svg>
        <div style={{ fontSize: 110, fontWeight: 700, letterSpacing: "-2px" }}>{SITE.name}</div>
      </div>
      <div style={{ marginTop: 36, fontSize: 52, fontWeight: 700 }}>{SITE.tagline}</div>
      <div style={{ marginTop: 24, fontSize: 34, opacity: 0.92, maxWidth: 980 }}>
        Paste her message, pick a tone, get three replies that answer her. English and Hinglish.
      </div>
    </div>,
    size,
  );
}
