import type { Metadata, Viewport } from "next";
import { AnalyticsConfig } from "@/components/analytics-config";
import { ChatLaunchers } from "@/components/chat/chat-launchers";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { ToastHost } from "@/components/toast-host";
import { env } from "@/lib/platform/env";
import { appOrigin } from "@/lib/platform/http/origin";
import { SITE } from "@/lib/site";
import { geist } from "./fonts/geist";
import "./globals.css";

export const metadata: Metadata = {
  // Absolute addresses for the link preview's image; pages are prerendered, so this is the build's
  // AUTH_URL (docs/deployment.md).
  metadataBase: new URL(appOrigin()),
  title: { default: `${SITE.name}: ${SITE.tagline}`, template: `%s | ${SITE.name}` },
  description: SITE.description,
  applicationName: SITE.name,
  openGraph: { type: "website", siteName: SITE.name, title: `${SITE.name}: ${SITE.tagline}`, description: SITE.description, url: "/" },
  // Twitter reads the Open Graph title, description and image; only the card size is its own. `images: []`
  // stops Next.js copying og:image and its four details into twitter:image tags, which every page wrote into
  // its HTML and again into its RSC payload (issue 20). Next.js still copies the title and description.
  twitter: { card: "summary_large_image", images: [] },
  // The status bar's style is Safari's default, so it needs no tag.
  appleWebApp: { capable: true, title: SITE.name },
};

export const viewport: Viewport = { themeColor: "#7a2fe0", width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="en" className={geist.variable} data-scroll-behavior="smooth">
      {/* The body's and main's looks, and .skip's, are in app/globals.css: the layout is in every page's HTML and payload. */}
      <body>
        <a href="#main" className="skip">
          Skip to content
        </a>
        <SiteHeader />
        <main id="main">{children}</main>
        <SiteFooter />
        <ChatLaunchers />
        <ToastHost />
        <AnalyticsConfig posthogKey={env.NEXT_PUBLIC_POSTHOG_KEY ?? null} posthogHost={env.NEXT_PUBLIC_POSTHOG_HOST} />
      </body>
    </html>
  );
}
