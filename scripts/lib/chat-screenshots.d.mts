export type Who = "her" | "me";
export interface Turn {
  who: Who;
  text: string;
}
export type Style = "imessage" | "whatsapp" | "tinder-like" | "bumble-like" | "hinge-like" | "instagram-like";
export interface Fixture {
  id: string;
  style: Style;
  theme: "light" | "dark";
  size: { width: number; height: number };
  language: "en" | "hinglish";
  /** Her name as the screen shows it (header, names above bubbles): not part of the conversation. */
  herName: string;
  turns: Turn[];
}
export const FIXTURES: Fixture[];
/** The fixture's screen as a self-contained HTML document (inline CSS, system fonts). */
export function renderChatHtml(fixture: Fixture): string;
/** Writes outDir/<id>.png for each fixture (or those in `only`) and outDir/truth.json. */
export function renderAll(outDir: string, options?: { only?: string[]; chromiumPath?: string }): Promise<{ count: number; ms: number }>;
/** The fixture as a PNG at its phone's pixel size; throws if the conversation does not fit on one screen. */
export function screenshotFixture(browser: import("playwright-core").Browser, fixture: Fixture): Promise<Buffer>;
