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
  /** The true turns: the bubbles seen whole on the screen, oldest first. */
  turns: Turn[];
  /** Held-out set: the font the screen is drawn in (the main set's is DejaVu Sans). */
  font?: "Roboto" | "Inter";
  /** Held-out set: the phone's text size, times the app's default (1.2 larger, 0.9 smaller). */
  textScale?: number;
  /** Held-out set: bubbles drawn above `turns`, scrolled partly under the header; not in the truth. */
  cutOff?: Turn[];
}
/** The main set: the screenshots the reader's rules were tuned on. */
export const FIXTURES: Fixture[];
/** The held-out set: other fonts, text sizes, longer and scrolled chats, never used to tune the reader. */
export const HELD_OUT: Fixture[];
/** The fixture's screen as a self-contained HTML document (inline CSS, system fonts). */
export function renderChatHtml(fixture: Fixture): string;
/** Writes outDir/<id>.png for each fixture of the set (or those in `only`) and outDir/truth.json. */
export function renderAll(
  outDir: string,
  options?: { only?: string[]; chromiumPath?: string; heldOut?: boolean },
): Promise<{ count: number; ms: number }>;
/** The fixture as a PNG at its phone's pixel size; throws if the conversation does not fit on one screen. */
export function screenshotFixture(browser: import("playwright-core").Browser, fixture: Fixture): Promise<Buffer>;
