import { describe, expect, it } from "vitest";
import { scriptsBeforeLcp, type TraceEvent } from "@/scripts/lib/lcp-race.mjs";

const PAGE = 1;
const script = (id: string, url: string, bytes: number): TraceEvent[] => [
  { name: "ResourceSendRequest", ts: 10, pid: PAGE, args: { data: { requestId: id, url } } },
  { name: "ResourceFinish", ts: 20, pid: PAGE, args: { data: { requestId: id, encodedDataLength: bytes } } },
];
const evaluate = (url: string, ts: number, pid = PAGE): TraceEvent => ({ name: "EvaluateScript", ts, pid, args: { data: { url } } });
const lcpAt = (ts: number): TraceEvent => ({ name: "largestContentfulPaint::Candidate", ts, pid: PAGE, args: { data: {} } });
const loads = [
  ...script("1", "http://x/react-dom.js", 60_000),
  ...script("2", "http://x/router.js", 38_000),
  ...script("3", "http://x/page.js", 5_000),
  { name: "ResourceSendRequest", ts: 10, pid: PAGE, args: { data: { requestId: "4", url: "http://x/site.css" } } },
];

describe("scriptsBeforeLcp", () => {
  it("counts the scripts begun before the LCP frame, and which of them are the two largest", () => {
    const trace = {
      traceEvents: [
        ...loads,
        evaluate("http://x/page.js", 100),
        evaluate("http://x/router.js", 110),
        evaluate("http://x/react-dom.js", 300),
        lcpAt(200),
      ],
    };
    expect(scriptsBeforeLcp(trace)).toEqual({ scripts: 2, framework: 1 });
  });

  it("takes a script's first evaluation, the last LCP candidate, and only the page's own process", () => {
    const trace = {
      traceEvents: [
        ...loads,
        lcpAt(50),
        evaluate("http://x/react-dom.js", 150),
        evaluate("http://x/react-dom.js", 400),
        evaluate("http://x/router.js", 120, 2),
        evaluate("http://x/", 100),
        lcpAt(200),
      ],
    };
    expect(scriptsBeforeLcp(trace)).toEqual({ scripts: 1, framework: 1 });
  });

  it("is null for a trace without an LCP", () => {
    expect(scriptsBeforeLcp({ traceEvents: loads })).toBeNull();
    expect(scriptsBeforeLcp(undefined)).toBeNull();
  });
});
