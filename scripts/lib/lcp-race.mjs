// Which side of the race a Lighthouse mobile run's LCP fell (docs/architecture.md, "Scripts after the first paint"),
// read from the run's trace: scripts/lib/lighthouse.mjs and scripts/bench-lcp.mjs report it per run.

/**
 * How many scripts began running before the LCP frame was presented in a run's (unthrottled) trace, and how
 * many of them were among the page's two largest (React DOM and the App Router): Lighthouse's simulated LCP
 * counts those scripts' downloads at the throttled speed. Null without an LCP in the trace.
 * @param {{ traceEvents: Array<{ name: string, ts: number, pid: number, args?: any }> } | undefined} trace
 */
export function scriptsBeforeLcp(trace) {
  const events = trace?.traceEvents ?? [];
  const lcp = events.filter((e) => e.name === "largestContentfulPaint::Candidate").at(-1);
  if (!lcp) return null;
  const urls = new Map();
  const bytes = new Map();
  const started = new Map();
  for (const e of events) {
    const data = e.args?.data;
    if (e.name === "ResourceSendRequest" && data?.url?.endsWith(".js")) urls.set(data.requestId, data.url);
    else if (e.name === "ResourceFinish" && urls.has(data?.requestId)) bytes.set(urls.get(data.requestId), data.encodedDataLength ?? 0);
    else if (e.name === "EvaluateScript" && e.pid === lcp.pid && data?.url && !started.has(data.url)) started.set(data.url, e.ts);
  }
  const largest = new Set(
    [...bytes]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 2)
      .map(([url]) => url),
  );
  const early = [...started].filter(([url, ts]) => bytes.has(url) && ts < lcp.ts).map(([url]) => url);
  return { scripts: early.length, framework: early.filter((url) => largest.has(url)).length };
}
