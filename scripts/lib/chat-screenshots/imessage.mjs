// An iMessage-like screen: grey bubbles on the left, blue on the right with a tail on the last of a run,
// "Today 9:41 PM" separators, "Delivered"/"Read" under his last bubble.
import { avatar, clock, documentFor, escapeHtml, homeIndicator, icon, statusBar } from "./common.mjs";

const THEMES = {
  light: {
    bg: "#ffffff",
    bar: "#f6f6f6",
    line: "#d8d8dc",
    text: "#000000",
    her: "#e9e9eb",
    herText: "#000000",
    me: "#0a84ff",
    meText: "#ffffff",
    meta: "#8a8a8e",
    accent: "#0a7aff",
    field: "#ffffff",
  },
  dark: {
    bg: "#000000",
    bar: "#1c1c1e",
    line: "#38383a",
    text: "#ffffff",
    her: "#262628",
    herText: "#ffffff",
    me: "#0a84ff",
    meText: "#ffffff",
    meta: "#8d8d93",
    accent: "#0a84ff",
    field: "#000000",
  },
};

export function renderImessage(fixture, plan) {
  const c = THEMES[fixture.theme];
  const lastMine = fixture.turns.findLastIndex((t) => t.who === "me");
  const receipt = lastMine === fixture.turns.length - 1 || plan.rng() < 0.5 ? "Delivered" : `Read ${clock(plan.minutes[lastMine] + 1)}`;
  const rows = fixture.turns
    .map((turn, i) => {
      const { first, last } = plan.runs[i];
      const separator = plan.breaks.has(i) ? `<div class="sep"><b>Today</b> ${clock(plan.minutes[i])}</div>` : "";
      const gap = i === 0 || plan.breaks.has(i) ? 0 : first ? 9 : 2;
      const tail = last ? " tail" : "";
      const after = i === lastMine ? `<div class="receipt">${receipt}</div>` : "";
      return `${separator}<div class="row ${turn.who}" style="margin-top:${gap}px"><div class="bubble${tail}">${escapeHtml(turn.text)}</div></div>${after}`;
    })
    .join("");
  const initials = plan.herName.slice(0, 1).toUpperCase();
  const top = `<div style="background:${c.bar};border-bottom:0.5px solid ${c.line};flex:none">
    ${statusBar(fixture, c.text)}
    <div style="height:78px;position:relative;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:4px">
      <span style="position:absolute;left:8px;top:16px;display:flex;align-items:center;color:${c.accent}">${icon("back", 30, c.accent, 2.6)}</span>
      ${avatar(50, 0, initials)}
      <span style="font-size:12px;color:${c.text};display:flex;align-items:center">${escapeHtml(plan.herName)} <span style="color:${c.meta};margin-left:2px">›</span></span>
      <span style="position:absolute;right:16px;top:26px">${icon("video", 26, c.accent, 1.8)}</span>
    </div></div>`;
  const bottom = `<div style="display:flex;align-items:center;gap:10px;padding:8px 12px 4px;flex:none">
      <span style="width:34px;height:34px;border-radius:50%;background:${c.her};display:flex;align-items:center;justify-content:center">${icon("plus", 20, c.meta, 2.4)}</span>
      <span style="flex:1;height:36px;border:1px solid ${c.line};border-radius:18px;display:flex;align-items:center;justify-content:space-between;padding:0 10px 0 14px;
        font-size:17px;color:${c.meta};background:${c.field}">iMessage ${icon("mic", 20, c.meta, 2)}</span>
    </div>${homeIndicator(fixture, c.text)}`;
  const css = `
.inner { padding: 10px 16px 12px; }
.sep { text-align: center; font-size: 11.5px; color: ${c.meta}; margin: 14px 0 8px; }
.sep b { font-weight: 600; }
.bubble { max-width: 74%; padding: 7px 13px 8px; border-radius: 19px; font-size: 17px; line-height: 22px; letter-spacing: -0.2px; }
.her .bubble { background: ${c.her}; color: ${c.herText}; }
.me .bubble { background: ${c.me}; color: ${c.meText}; }
.tail::before, .tail::after { content: ""; position: absolute; bottom: 0; height: 20px; }
.me .tail::before { right: -7px; width: 20px; background: ${c.me}; border-bottom-left-radius: 16px 14px; }
.me .tail::after { right: -26px; width: 26px; background: ${c.bg}; border-bottom-left-radius: 10px; }
.her .tail::before { left: -7px; width: 20px; background: ${c.her}; border-bottom-right-radius: 16px 14px; }
.her .tail::after { left: -26px; width: 26px; background: ${c.bg}; border-bottom-right-radius: 10px; }
.receipt { text-align: right; font-size: 11.5px; font-weight: 500; color: ${c.meta}; margin: 3px 4px 0 0; }`;
  return documentFor({ fixture, css, background: c.bg, top, messages: rows, bottom });
}
