// A dating-app-like screen after Hinge's: her bubbles outlined with no fill and her name small above
// the first of a run, his filled purple; "Chat" and "Profile" tabs under the header.
import { clock, escapeHtml, homeIndicator, icon, statusBar } from "./common.mjs";
import { renderDating } from "./dating.mjs";

const THEMES = {
  light: {
    bg: "#ffffff",
    text: "#1c1c1c",
    her: "transparent",
    herBorder: "#cfcfcf",
    herText: "#1c1c1c",
    me: "#6b45c8",
    meText: "#ffffff",
    meta: "#8b8b8b",
    line: "#e6e6e6",
    field: "#ffffff",
  },
  dark: {
    bg: "#161616",
    text: "#efefef",
    her: "transparent",
    herBorder: "#575757",
    herText: "#ececec",
    me: "#7a55d8",
    meText: "#ffffff",
    meta: "#9b9b9b",
    line: "#2c2c2c",
    field: "#161616",
  },
};
const DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

export function hingeLike(fixture, plan) {
  const c = THEMES[fixture.theme];
  const day = DAYS[Math.floor(plan.rng() * DAYS.length)];
  return renderDating(fixture, plan, {
    colors: c,
    font: { size: 16, line: 22 },
    radius: 16,
    tight: 16,
    hue: 270,
    nameAbove: true,
    separator: (minutes, i) =>
      `<div style="text-align:center;font-size:12px;color:${c.meta};margin:${i ? 18 : 6}px 0 4px">${i ? "Today" : day} ${clock(minutes)}</div>`,
    header: () => `<div style="flex:none">${statusBar(fixture, c.text)}
      <div style="height:52px;display:flex;align-items:center;justify-content:space-between;padding:0 14px 0 10px;color:${c.text}">
        ${icon("back", 26, c.text, 2.2)}<span style="font-size:19px;font-weight:700;letter-spacing:-.2px">${escapeHtml(plan.herName)}</span>${icon("hdots", 26, c.text, 3)}
      </div>
      <div style="display:flex;border-bottom:1px solid ${c.line};font-size:15px;font-weight:600">
        <span style="flex:1;text-align:center;padding:8px 0 10px;color:${c.text};border-bottom:2px solid ${c.text}">Chat</span>
        <span style="flex:1;text-align:center;padding:8px 0 10px;color:${c.meta}">Profile</span>
      </div></div>`,
    inputBar: () => `<div style="flex:none;display:flex;align-items:center;gap:10px;padding:10px 14px 8px;border-top:1px solid ${c.line}">
        ${icon("image", 24, c.meta, 1.8)}
        <span style="flex:1;height:42px;border-radius:21px;border:1px solid ${c.herBorder};background:${c.field};display:flex;align-items:center;padding:0 16px;color:${c.meta};font-size:16px">Send a message</span>
        ${icon("send", 24, c.meta, 1.8)}
      </div>${homeIndicator(fixture, c.text)}`,
  });
}
