import vm from "node:vm";
import { describe, expect, it } from "vitest";
import {
  AFTER_PAINT_LOADER,
  FIRST_PAINT_WAIT_MS,
  holdScriptsUntilFirstPaint,
  scriptsAfterPaint,
} from "@/scripts/lib/scripts-after-paint.mjs";

// The shape of a page `next build` prerenders: the chunks in <head> as async scripts, the bootstrap chunk
// preloaded there and named again at the end of <body>, the polyfills for old browsers as noModule.
const PAGE =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>' +
  '<script src="/_next/static/chunks/react-dom.js" async=""></script><script src="/_next/static/chunks/router.js" async=""></script>' +
  '<title>Holla</title><script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>' +
  "<body><main>Hi</main><script>(self.__next_f=self.__next_f||[]).push([0])</script>" +
  '<script src="/_next/static/chunks/boot.js" async=""></script></body></html>';

describe("holdScriptsUntilFirstPaint", () => {
  const held = holdScriptsUntilFirstPaint(PAGE);

  it("leaves no framework script for the browser to fetch before the loader asks", () => {
    expect(held).not.toMatch(/<script src="[^"]+" async/);
    expect(held).not.toContain('rel="preload" as="script"');
    expect(scriptsAfterPaint(held)).toEqual([
      "/_next/static/chunks/react-dom.js",
      "/_next/static/chunks/router.js",
      "/_next/static/chunks/boot.js",
    ]);
  });

  it("puts them and the loader in <head>, where Next put the first chunk", () => {
    const head = held.slice(0, held.indexOf("</head>"));
    expect(head).toContain(
      '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/><script type="text/plain" data-after-paint src="/_next/static/chunks/react-dom.js"></script>',
    );
    expect(head).toContain(
      `<script type="text/plain" data-after-paint src="/_next/static/chunks/boot.js"></script><script>${AFTER_PAINT_LOADER}</script><title>`,
    );
  });

  it("keeps everything else as it was: the page's inline scripts and the polyfills old browsers load", () => {
    expect(held).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(held).toContain("<main>Hi</main><script>(self.__next_f=self.__next_f||[]).push([0])</script></body>");
  });

  it("changes nothing twice, nor a page without Next's chunks", () => {
    expect(holdScriptsUntilFirstPaint(held)).toBe(held);
    const plain = "<html><head></head><body><script>1</script></body></html>";
    expect(holdScriptsUntilFirstPaint(plain)).toBe(plain);
  });
});

/** The loader run against a page of held scripts, with the browser's parts it uses stood in for. */
function runLoader({ paintTiming }: { paintTiming: boolean }) {
  const added: string[] = [];
  const held = ["/a.js", "/b.js"].map((src) => ({
    getAttribute: (name: string) => (name === "src" ? src : null),
    replaceWith: (script: { src: string; attributes: Set<string> }) => {
      expect(script.attributes.has("async")).toBe(true);
      added.push(script.src);
    },
  }));
  const observers: Array<(list: { getEntriesByName: (name: string) => unknown[] }) => void> = [];
  const frames: Array<() => void> = [];
  const timers: Array<{ fn: () => void; ms: number }> = [];
  const document = {
    querySelectorAll: (selector: string) => (selector === "script[data-after-paint]" ? held : []),
    createElement: () => {
      const attributes = new Set<string>();
      return { src: "", attributes, setAttribute: (name: string) => attributes.add(name) };
    },
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ["navigation", "paint"] : ["navigation"];
    constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
      observers.push(callback);
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: "paint", buffered: true });
    }
  }
  const window = { PerformanceObserver };
  vm.runInNewContext(AFTER_PAINT_LOADER, {
    window,
    document,
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (fn: () => void, ms = 0) => timers.push({ fn, ms }),
  });
  return { added, observers, frames, timers };
}

describe("the loader", () => {
  it("fetches nothing until the first contentful paint is reported, then every held script once", () => {
    const { added, observers, timers } = runLoader({ paintTiming: true });
    const report = (...names: string[]) => observers[0]!({ getEntriesByName: (name) => names.filter((n) => n === name) });
    expect(added).toEqual([]);
    report("first-paint"); // the background alone: not yet
    expect(added).toEqual([]);
    report("first-contentful-paint");
    expect(added).toEqual(["/a.js", "/b.js"]);
    report("first-contentful-paint");
    for (const timer of timers) timer.fn();
    expect(added).toEqual(["/a.js", "/b.js"]);
  });

  it(`starts them after ${FIRST_PAINT_WAIT_MS} ms when no paint is reported`, () => {
    const { added, timers } = runLoader({ paintTiming: true });
    expect(timers.map((t) => t.ms)).toEqual([FIRST_PAINT_WAIT_MS]);
    timers[0]!.fn();
    expect(added).toEqual(["/a.js", "/b.js"]);
  });

  it("starts them after the first frame in a browser without paint timing", () => {
    const { added, observers, frames, timers } = runLoader({ paintTiming: false });
    expect(observers).toEqual([]);
    frames[0]!();
    const afterFrame = timers.find((t) => t.ms === 0)!;
    expect(added).toEqual([]);
    afterFrame.fn();
    expect(added).toEqual(["/a.js", "/b.js"]);
  });
});
