// Lighthouse scores of one page in a running Chrome, as the benchmarks configure it (scripts/bench.mjs,
// scripts/bench-compare.mjs): Lighthouse's desktop preset, or mobile with its default emulation and
// network throttling but cpuSlowdownMultiplier 1. Each figure is the median of `runs` runs.

import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { scriptsBeforeLcp } from "./lcp-race.mjs";

/** The median of the numbers among `values` (an audit Lighthouse couldn't measure in a run gives none); NaN when there are none. */
const median = (values) => {
  const known = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return known.length ? known[Math.floor(known.length / 2)] : Number.NaN;
};

/** Lighthouse's mobile emulation and network throttling, with the CPU not slowed (the machine is slow enough). */
export const MOBILE_CONFIG = {
  extends: "lighthouse:default",
  settings: { formFactor: "mobile", throttling: { cpuSlowdownMultiplier: 1, rttMs: 150, throughputKbps: 1638.4 } },
};

/**
 * The median over `runs` Lighthouse runs of each score, of LCP, TBT (ms) and CLS, and the binary audits
 * any run failed.
 * @param {{ port: number }} chrome a Chrome that chrome-launcher started
 * @param {string} url
 * @param {"desktop" | "mobile"} formFactor
 */
export async function lighthouseScores(chrome, url, formFactor, runs = 1) {
  const config = formFactor === "desktop" ? desktopConfig : MOBILE_CONFIG;
  const results = [];
  for (let i = 0; i < runs; i++) {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] },
      config,
    );
    const c = result.lhr.categories;
    const failed = Object.values(result.lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
      .map((a) => a.id);
    results.push({
      performance: Math.round(c.performance.score * 100),
      accessibility: Math.round(c.accessibility.score * 100),
      bestPractices: Math.round(c["best-practices"].score * 100),
      seo: Math.round(c.seo.score * 100),
      lcp: Math.round(result.lhr.audits["largest-contentful-paint"].numericValue),
      tbt: Math.round(result.lhr.audits["total-blocking-time"].numericValue),
      cls: result.lhr.audits["cumulative-layout-shift"].numericValue,
      early: scriptsBeforeLcp(result.artifacts.Trace),
      failed,
    });
  }
  return medianScores(results);
}

/** The median of each figure over several runs' scores, and the binary audits any of them failed. */
export function medianScores(runs) {
  const pick = (key) => median(runs.map((r) => r[key]));
  return {
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    lcp: pick("lcp"),
    tbt: pick("tbt"),
    cls: pick("cls"),
    lcps: runs.map((r) => r.lcp),
    early: runs.map((r) => r.early),
    failed: [...new Set(runs.flatMap((r) => r.failed))],
  };
}
