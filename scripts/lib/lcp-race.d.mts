export interface TraceEvent {
  name: string;
  ts: number;
  pid: number;
  args?: { data?: Record<string, unknown> };
}
export interface ScriptsBeforeLcp {
  /** Scripts whose first evaluation began before the LCP frame was presented. */
  scripts: number;
  /** How many of them were among the page's two largest scripts (React DOM and the App Router). */
  framework: number;
}
/** Null when the trace has no LCP. */
export function scriptsBeforeLcp(trace: { traceEvents: readonly TraceEvent[] } | undefined): ScriptsBeforeLcp | null;
