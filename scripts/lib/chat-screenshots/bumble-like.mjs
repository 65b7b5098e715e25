// A dating-app-like screen after Bumble's: his bubbles yellow with dark text, hers grey, a small
// reaction badge on an earlier bubble's corner, a quiet "Today" separator.
import { avatar, clock, escapeHtml, homeIndicator, icon, statusBar } from "./common.mjs";
import { renderDating } from "./dating.mjs";

const THEMES = {
  light: {
    bg: "#ffffff",
    text: "#1b1b1b",
    her: "#f1f1f1",
    herText: "#1b1b1b",
    me: "#ffc629",
    meText: "#1b1b1b",
    meta: "#8a8a8a",
    line: "#ececec",
    field: "#f6f6f6",
    badge: "#ffffff",
  },
  dark: {
    bg: "#121212",
    text: "#f2f2f2",
    her: "#2e2e2e",
    herText: "#ececec",
    me: "#ffc629",
    meText: "#1b1b1b",
    meta: "#9a9a9a",
    line: "#262626",
    field: "#1f1f1f",
    badge: "#2e2e2e",
  },
};

export function bumbleLike(fixture, plan) {
  const c = THEMES[fixture.theme];
  return renderDating(fixture, plan, {
    colors: c,
    font: { size: 16, line: 21 },
    radius: 18,
    tight: 5,
    hue: 40,
    reaction: true,
    separator: (minutes, i) =>
      `<div style="text-align:center;font-size:12.5px;color:${c.meta};margin:${i ? 18 : 6}px 0 12px">${i ? "Today" : "Yesterday"}, ${clock(minutes)}</div>`,
    header: () => `<div style="flex:none">${statusBar(fixture, c.text)}
      <div style="height:62px;display:flex;align-items:center;padding:0 14px 0 10px;gap:12px;color:${c.text};border-bottom:1px solid ${c.line}">
        ${icon("back", 26, c.text, 2.2)}${avatar(42, 30)}
        <span style="flex:1;font-size:19px;font-weight:600">${escapeHtml(plan.herName)}</span>
        <span style="display:flex;gap:18px">${icon("video", 24, c.text, 1.8)}${icon("hdots", 24, c.text, 3)}</span>
      </div></div>`,
    inputBar: () => `<div style="flex:none;display:flex;align-items:center;gap:10px;padding:10px 12px 8px">
        ${icon("plus", 26, c.text, 2)}
        <span style="flex:1;height:42px;border-radius:21px;background:${c.field};display:flex;align-items:center;padding:0 16px;color:${c.meta};font-size:16px">Send a message</span>
        ${icon("mic", 24, c.text, 1.8)}
      </div>${homeIndicator(fixture, c.text)}`,
  });
}
