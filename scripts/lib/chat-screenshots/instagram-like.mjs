// A direct-message screen after Instagram's, where many chats that start on a dating app move: her
// grey bubbles with her small picture beside the last of a run, his violet-to-blue, "Seen" under his
// last bubble when it is the last one.
import { avatar, clock, escapeHtml, homeIndicator, icon, statusBar } from "./common.mjs";
import { renderDating } from "./dating.mjs";

const THEMES = {
  light: {
    bg: "#ffffff",
    text: "#000000",
    her: "#efefef",
    herText: "#000000",
    me: "linear-gradient(#8b3dff, #3f7bf6)",
    meText: "#ffffff",
    meta: "#737373",
    line: "#dbdbdb",
    field: "#ffffff",
  },
  dark: {
    bg: "#000000",
    text: "#f5f5f5",
    her: "#262626",
    herText: "#f5f5f5",
    me: "linear-gradient(#7a35f0, #3a6fe8)",
    meText: "#ffffff",
    meta: "#a8a8a8",
    line: "#363636",
    field: "#000000",
  },
};

function handleOf(name) {
  return `${name.toLowerCase()}.${["xo", "s_", "writes", "in_blr", "_97"][name.length % 5]}`;
}

export function instagramLike(fixture, plan) {
  const c = THEMES[fixture.theme];
  const endsWithMine = fixture.turns.at(-1)?.who === "me";
  return renderDating(fixture, plan, {
    colors: c,
    font: { size: 15, line: 20 },
    radius: 22,
    tight: 6,
    hue: 15,
    avatarBeside: true,
    separator: (minutes, i) =>
      `<div style="text-align:center;font-size:12px;font-weight:600;color:${c.meta};margin:${i ? 18 : 6}px 0 12px">${i ? "Today " : ""}${clock(minutes)}</div>`,
    afterLastMine: () => (endsWithMine ? `<div style="text-align:right;font-size:12px;color:${c.meta};margin:4px 4px 0 0">Seen</div>` : ""),
    header: () => `<div style="flex:none;border-bottom:0.5px solid ${c.line}">${statusBar(fixture, c.text)}
      <div style="height:58px;display:flex;align-items:center;padding:0 14px 0 8px;gap:10px;color:${c.text}">
        ${icon("back", 28, c.text, 2.2)}${avatar(34, 15)}
        <span style="flex:1;line-height:1.2"><div style="font-size:16px;font-weight:700">${escapeHtml(plan.herName)}</div>
          <div style="font-size:12px;color:${c.meta}">${handleOf(plan.herName)}</div></span>
        <span style="display:flex;gap:20px">${icon("phone", 24, c.text, 1.8)}${icon("video", 26, c.text, 1.8)}</span>
      </div></div>`,
    inputBar: () => `<div style="flex:none;padding:8px 12px 6px">
        <div style="height:46px;border-radius:23px;background:${c.field};border:1px solid ${c.line};display:flex;align-items:center;gap:10px;padding:0 8px">
          <span style="width:34px;height:34px;border-radius:50%;background:#3f7bf6;display:flex;align-items:center;justify-content:center">${icon("camera", 20, "#fff", 2)}</span>
          <span style="flex:1;color:${c.meta};font-size:16px">Message...</span>${icon("mic", 22, c.text, 1.8)}${icon("image", 22, c.text, 1.8)}
        </div></div>${homeIndicator(fixture, c.text)}`,
  });
}
