/** The longest the scripts wait for a first paint the browser doesn't report. */
export const FIRST_PAINT_WAIT_MS: number;
/** The inline loader every rewritten page carries. */
export const AFTER_PAINT_LOADER: string;
/** The scripts a rewritten page runs after its first paint, in the order Next named them. */
export function scriptsAfterPaint(html: string): string[];
/** The page with its framework scripts held until the first paint; unchanged when there are none or it already is. */
export function holdScriptsUntilFirstPaint(html: string): string;
/** Rewrites every prerendered page of the build in `distDir`; returns the pages changed. */
export function holdScriptsInBuild(distDir: string): string[];
