import localFont from "next/font/local";

// Geist cut to the site's Latin characters and weights 400 to 800 (scripts/subset-font.mjs writes the
// file): 23 KB preloaded instead of the full variable font's 69 KB. Characters it lacks (emoji, other
// scripts) fall back to the system fonts in --font-sans, as they did with the full font.
export const geist = localFont({
  src: "./geist-latin.woff2",
  variable: "--font-geist-sans",
  weight: "400 800",
  display: "swap",
  preload: true,
});
