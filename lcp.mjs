import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
const p = await ctx.newPage();
const cdp = await ctx.newCDPSession(p);
await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: 1638.4 * 1024 / 8, uploadThroughput: 750 * 1024 / 8 });
await p.addInitScript(() => {
  window.__lcp = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp.push([e.entryType, Math.round(e.startTime), e.element?.tagName + ":" + (e.element?.textContent || "").slice(0, 40), e.size]); }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp.push([e.name, Math.round(e.startTime)]); }).observe({ type: "paint", buffered: true });
});
for (const path of process.argv.slice(2)) {
  await p.goto("http://127.0.0.1:3300" + path, { waitUntil: "networkidle" });
  await p.waitForTimeout(500);
  console.log(path, JSON.stringify(await p.evaluate(() => window.__lcp)));
  const res = await p.evaluate(() => performance.getEntriesByType("resource").map((r) => [r.name.split("/").pop().slice(0, 30), r.initiatorType, Math.round(r.startTime), Math.round(r.responseEnd)]));
  console.log(res.map((r) => r.join(" ")).join("\n"));
}
await b.close();
