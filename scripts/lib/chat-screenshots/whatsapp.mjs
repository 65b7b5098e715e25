// A WhatsApp-like screen (Android): a wallpaper-coloured background, white and green bubbles with the
// time and ticks inside the bubble's bottom-right corner, "TODAY" date pills, sometimes the
// encryption notice at the top of a new chat.
import { avatar, clock, documentFor, escapeHtml, homeIndicator, icon, statusBar } from "./common.mjs";

const THEMES = {
  light: {
    bg: "#efeae2",
    dots: "rgba(120,100,80,.07)",
    bar: "#008069",
    barText: "#ffffff",
    her: "#ffffff",
    me: "#d9fdd3",
    text: "#111b21",
    meta: "#667781",
    tick: "#53bdeb",
    pill: "#ffffff",
    pillText: "#54656f",
    notice: "#ffeecd",
    noticeText: "#54656f",
    field: "#ffffff",
    fab: "#00a884",
  },
  dark: {
    bg: "#0b141a",
    dots: "rgba(255,255,255,.035)",
    bar: "#1f2c34",
    barText: "#e9edef",
    her: "#202c33",
    me: "#005c4b",
    text: "#e9edef",
    meta: "rgba(233,237,239,.6)",
    tick: "#53bdeb",
    pill: "#182229",
    pillText: "#8696a0",
    notice: "#182229",
    noticeText: "#ffd279",
    field: "#1f2c34",
    fab: "#00a884",
  },
};

function ticks(color) {
  return `<svg width="16" height="11" viewBox="0 0 16 11" style="margin-left:3px"><path d="M1 6l3 3 6-7M6 8.5l1 1 6-7.5" fill="none"
    stroke="${color}" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
}

export function renderWhatsapp(fixture, plan) {
  const c = THEMES[fixture.theme];
  // The time inside the bubble grows with the text size, and so does the room kept for it.
  const k = fixture.textScale ?? 1;
  const midBreak = [...plan.breaks].find((i) => i > 0);
  const notice =
    fixture.turns.length <= 5 && plan.rng() < 0.7
      ? `<div class="notice">🔒 Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them. Tap to learn more.</div>`
      : "";
  const rows = fixture.turns
    .map((turn, i) => {
      const { first } = plan.runs[i];
      const pill = i === 0 ? (midBreak ? "YESTERDAY" : "TODAY") : i === midBreak ? "TODAY" : "";
      const separator = pill ? `${i === 0 ? notice : ""}<div class="pill"><span>${pill}</span></div>` : "";
      const time = clock(plan.minutes[i], { lower: true });
      const meta = `<span class="meta">${time}${turn.who === "me" ? ticks(c.tick) : ""}</span>`;
      const spacer = `<span class="spacer${turn.who === "me" ? " wide" : ""}"></span>`;
      const gap = i === 0 || pill ? 0 : first ? 10 : 2;
      return `${separator}<div class="row ${turn.who}" style="margin-top:${gap}px"><div class="bubble${first ? " tail" : ""}">${escapeHtml(turn.text)}${spacer}${meta}</div></div>`;
    })
    .join("");
  const top = `<div style="background:${c.bar};flex:none">${statusBar(fixture, c.barText)}
    <div style="height:56px;display:flex;align-items:center;gap:6px;padding:0 10px 0 4px;color:${c.barText}">
      ${icon("arrow", 24, c.barText, 2)}${avatar(38, 200)}
      <div style="flex:1;min-width:0;margin-left:6px;line-height:1.2;white-space:nowrap;overflow:hidden;text-overflow:ellipsis"><div style="font-size:17px;font-weight:500">${escapeHtml(plan.herName)}</div>
        <div style="font-size:12.5px;opacity:.8;overflow:hidden;text-overflow:ellipsis">${plan.rng() < 0.5 ? "online" : "last seen today at 9:12 pm"}</div></div>
      <span style="display:flex;gap:20px">${icon("video", 22, c.barText)}${icon("phone", 21, c.barText)}${icon("dots", 22, c.barText, 3)}</span>
    </div></div>`;
  const bottom = `<div style="display:flex;align-items:flex-end;gap:6px;padding:6px 6px 6px;flex:none">
      <span style="flex:1;height:46px;border-radius:23px;background:${c.field};display:flex;align-items:center;gap:10px;padding:0 14px;color:${c.meta};font-size:17px">
        ${icon("smile", 24, c.meta, 1.8)}<span style="flex:1">Message</span>${icon("clip", 22, c.meta, 1.8)}${icon("camera", 22, c.meta, 1.8)}</span>
      <span style="width:46px;height:46px;border-radius:50%;background:${c.fab};display:flex;align-items:center;justify-content:center">${icon("mic", 22, "#ffffff", 2)}</span>
    </div>${homeIndicator(fixture, fixture.theme === "dark" ? "#e9edef" : "#333")}`;
  const css = `
body { background-image: radial-gradient(${c.dots} 1.5px, transparent 1.6px), radial-gradient(${c.dots} 1px, transparent 1.2px);
  background-size: 26px 26px, 17px 17px; background-position: 0 0, 9px 11px; }
.inner { padding: 6px 8px 8px; }
.row { padding: 0 8px; }
.pill { text-align: center; margin: 10px 0 10px; }
.pill span { display: inline-block; background: ${c.pill}; color: ${c.pillText}; font-size: 12.5px; font-weight: 500; padding: 5px 12px; border-radius: 8px;
  box-shadow: 0 1px 0.5px rgba(11,20,26,.13); letter-spacing: .3px; }
.notice { margin: 6px 22px 4px; background: ${c.notice}; color: ${c.noticeText}; font-size: 12.5px; line-height: 17px; text-align: center; padding: 6px 10px;
  border-radius: 8px; }
.bubble { max-width: 80%; padding: 6px 8px 8px 9px; border-radius: 8px; font-size: 15.5px; line-height: 21px; color: ${c.text};
  box-shadow: 0 1px 0.5px rgba(11,20,26,.13); }
.her .bubble { background: ${c.her}; }
.me .bubble { background: ${c.me}; }
.her .tail { border-top-left-radius: 0; }
.me .tail { border-top-right-radius: 0; }
.tail::before { content: ""; position: absolute; top: 0; width: 8px; height: 13px; }
.her .tail::before { left: -8px; background: ${c.her}; clip-path: polygon(0 0, 100% 0, 100% 100%); }
.me .tail::before { right: -8px; background: ${c.me}; clip-path: polygon(0 0, 100% 0, 0 100%); }
.spacer { display: inline-block; width: ${58 * k}px; }
.spacer.wide { width: ${76 * k}px; }
.meta { position: absolute; right: 7px; bottom: 4px; font-size: 11px; color: ${c.meta}; display: flex; align-items: center; white-space: nowrap; }`;
  return documentFor({ fixture, css, background: c.bg, top, messages: rows, bottom });
}
