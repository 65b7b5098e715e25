// A dating-app-like screen after Tinder's: her bubbles light grey with her small round picture beside
// the last of a run, his blue; a "You matched" banner above a new chat; bold centred time separators.
import { avatar, clock, escapeHtml, homeIndicator, icon, statusBar } from "./common.mjs";
import { renderDating } from "./dating.mjs";

const THEMES = {
  light: {
    bg: "#ffffff",
    text: "#21262e",
    her: "#f0f2f4",
    herText: "#21262e",
    me: "#1786ff",
    meText: "#ffffff",
    meta: "#7c8591",
    line: "#e4e7eb",
    field: "#ffffff",
    accent: "#fd5068",
  },
  dark: {
    bg: "#111418",
    text: "#e9ebee",
    her: "#2a2e35",
    herText: "#e9ebee",
    me: "#1786ff",
    meText: "#ffffff",
    meta: "#8e96a2",
    line: "#2b3038",
    field: "#1b1f24",
    accent: "#fd5068",
  },
};

export function tinderLike(fixture, plan) {
  const c = THEMES[fixture.theme];
  return renderDating(fixture, plan, {
    colors: c,
    font: { size: 16, line: 21 },
    radius: 20,
    tight: 6,
    hue: 340,
    avatarBeside: true,
    separator: (minutes, i) =>
      `<div style="text-align:center;font-size:12px;font-weight:700;color:${c.meta};margin:${i ? 16 : 4}px 0 10px;letter-spacing:.2px">${i ? "TODAY" : "YESTERDAY"} ${clock(minutes)}</div>`,
    intro: (f) =>
      f.turns.reduce((n, t) => n + t.text.length, 0) < 200
        ? `<div style="display:flex;flex-direction:column;align-items:center;gap:8px;margin:8px 0 18px;color:${c.meta};font-size:14px">
            ${avatar(84, 340)}<span>You matched with ${escapeHtml(plan.herName)} on 14/06/2025</span></div>`
        : "",
    header: () => `<div style="flex:none;border-bottom:1px solid ${c.line}">${statusBar(fixture, c.text)}
      <div style="height:64px;display:flex;align-items:center;padding:0 14px 0 8px;gap:10px;color:${c.text}">
        ${icon("back", 28, c.accent, 2.4)}
        <span style="flex:1;display:flex;align-items:center;gap:10px">${avatar(40, 340)}
          <span style="font-size:18px;font-weight:700">${escapeHtml(plan.herName)}</span></span>
        <span style="display:flex;gap:18px">${icon("video", 24, c.meta, 1.8)}${icon("shield", 24, c.meta, 1.8)}</span>
      </div></div>`,
    inputBar: () => `<div style="flex:none;border-top:1px solid ${c.line};display:flex;align-items:center;gap:10px;padding:10px 12px 8px">
        <span style="font:700 13px sans-serif;color:${c.meta};border:1.5px solid ${c.meta};border-radius:6px;padding:3px 5px">GIF</span>
        <span style="flex:1;height:40px;border-radius:20px;background:${c.field};border:1px solid ${c.line};display:flex;align-items:center;padding:0 14px;
          color:${c.meta};font-size:16px">Type a message</span>
        <span style="font-size:16px;font-weight:700;color:${c.meta}">Send</span>
      </div>${homeIndicator(fixture, c.text)}`,
  });
}
