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
  // Twitter reads the Open Graph title, description and image; only the card size is its own.
  twitter: { card: "summary_large_image" },
  appleWebApp: { capable: true, title: SITE.name, statusBarStyle: "default" },
};

export const viewport: Viewport = { themeColor: "#7a2fe0", width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="en" className={geist.variable} data-scroll-behavior="smooth">
      <body className="flex min-h-dvh flex-col font-sans">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
        <ChatLaunchers />
        <ToastHost />
        <AnalyticsConfig posthogKey={env.NEXT_PUBLIC_POSTHOG_KEY ?? null} posthogHost={env.NEXT_PUBLIC_POSTHOG_HOST} />
      </body>
    </html>
  );
}
