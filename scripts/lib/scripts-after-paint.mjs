// The framework's scripts are fetched once the page's first paint is on screen (docs/architecture.md, "Scripts
// after the first paint"). Next names every chunk of a page as <script async> in its <head>: the browser fetches
// them alongside the stylesheet and the font the first paint waits for, and runs each the moment it arrives,
// so React and the App Router (about 100 KB) share the phone's network with the first paint and may run ahead
// of it.
// A prerendered page is rewritten once, after `next build` (scripts/build.mjs): each such script becomes an inert
// <script type="text/plain" data-after-paint> with the same src, which the browser neither fetches nor runs, and
// a small inline loader turns them into real scripts when the browser reports the first paint (or after
// FIRST_PAINT_WAIT_MS, whatever happens). The policy's hashes follow by themselves:
// lib/platform/http/prerendered-scripts.ts hashes the inline scripts of these very files.

import fs from "node:fs";
import path from "node:path";

/** The longest the scripts wait for a first paint the browser doesn't report (a page opened in a hidden tab). */
export const FIRST_PAINT_WAIT_MS = 3000;

// Part of every prerendered page, so one line without comments. It waits for the first *contentful* paint,
// not any paint: a first paint of the background alone can come tens of milliseconds before the text (the
// page-weight e2e test caught scripts fetched in between). A browser without paint timing (Safari before
// 14.1) starts them after its first frame instead.
export const AFTER_PAINT_LOADER = `(function(){var d=0;function go(){if(d)return;d=1;var h=document.querySelectorAll("script[data-after-paint]");for(var i=0;i<h.length;i++){var s=document.createElement("script");s.src=h[i].getAttribute("src");s.setAttribute("async","");h[i].replaceWith(s)}}var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(l){if(l.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true});else requestAnimationFrame(function(){setTimeout(go)});setTimeout(go,${FIRST_PAINT_WAIT_MS})})()`;

const ASYNC_CHUNK = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
// Next also preloads its bootstrap chunk, which would start the download the loader holds back.
const CHUNK_PRELOAD = /<link rel="preload" as="script"[^>]*href="\/_next\/static\/[^"]+\.js"[^>]*\/>/g;
const HELD = /<script type="text\/plain" data-after-paint src="([^"]+)"><\/script>/g;

/** The scripts a rewritten page fetches after its first paint, in the order Next named them. */
export function scriptsAfterPaint(html) {
  return [...html.matchAll(HELD)].map((m) => m[1]);
}

/**
 * The page with its framework scripts held until the first paint, all of them in its <head> where Next put the
 * first, the loader right after them. A page without Next's async chunks, or one already rewritten, comes back as
 * it was.
 * @param {string} html
 */
export function holdScriptsUntilFirstPaint(html) {
  const first = html.search(ASYNC_CHUNK);
  if (first < 0 || scriptsAfterPaint(html).length) return html;
  const scripts = [...new Set([...html.matchAll(ASYNC_CHUNK)].map((m) => m[1]))];
  const held = scripts.map((src) => `<script type="text/plain" data-after-paint src="${src}"></script>`).join("");
  const without = (part) => part.replace(ASYNC_CHUNK, "").replace(CHUNK_PRELOAD, "");
  return `${without(html.slice(0, first))}${held}<script>${AFTER_PAINT_LOADER}</script>${without(html.slice(first))}`;
}

/**
 * Rewrites every page `next build` prerendered under `distDir` (server/app/**.html: what `next start` serves and
 * the proxy's policy hashes). Returns the pages changed, relative to that folder.
 * @param {string} distDir
 */
export function holdScriptsInBuild(distDir) {
  const appDir = path.join(distDir, "server", "app");
  const changed = [];
  for (const file of fs.readdirSync(appDir, { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(".html")) continue;
    const full = path.join(appDir, file);
    const html = fs.readFileSync(full, "utf8");
    const held = holdScriptsUntilFirstPaint(html);
    if (held === html) continue;
    fs.writeFileSync(full, held);
    changed.push(file);
  }
  return changed;
}
