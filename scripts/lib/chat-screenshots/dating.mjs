// The chat screen the dating-app-like styles share: rounded bubbles whose corners tighten inside a run
// of one sender, with per-style extras (her avatar beside her bubbles, her name above them, a reaction
// badge on a bubble's corner, a "matched" banner, a "Seen" line). Each style file supplies the look.
import { avatar, documentFor, escapeHtml } from "./common.mjs";

/**
 * @typedef {{
 *   colors: Record<string, string>, font: { size: number, line: number }, radius: number, tight: number,
 *   avatarBeside?: boolean, nameAbove?: boolean, reaction?: boolean, hue: number,
 *   separator: (minutes: number, index: number) => string,
 *   header: (fixture: any, plan: any) => string, inputBar: (fixture: any, plan: any) => string,
 *   intro?: (fixture: any, plan: any) => string, afterLastMine?: (fixture: any, plan: any) => string, css?: string,
 * }} DatingLook
 */

/** @param {DatingLook} look */
export function renderDating(fixture, plan, look) {
  const c = look.colors;
  const lastMine = fixture.turns.findLastIndex((t) => t.who === "me");
  // The reaction sits on one earlier bubble, never the last, as it would on a message she has answered.
  const reacted = look.reaction && fixture.turns.length > 2 ? Math.floor(plan.rng() * (fixture.turns.length - 1)) : -1;
  const intro = look.intro ? look.intro(fixture, plan) : "";
  const rows = fixture.turns
    .map((turn, i) => {
      const { first, last } = plan.runs[i];
      const separator = plan.breaks.has(i) ? `${i === 0 ? intro : ""}${look.separator(plan.minutes[i], i)}` : "";
      const gap = i === 0 || plan.breaks.has(i) ? 0 : first ? 12 : 3;
      const name = look.nameAbove && turn.who === "her" && first ? `<div class="name">${escapeHtml(plan.herName)}</div>` : "";
      const side = turn.who === "me" ? "right" : "left";
      const corners = [
        `border-top-${side}-radius:${first ? look.radius : look.tight}px`,
        `border-bottom-${side}-radius:${last ? look.radius : look.tight}px`,
      ].join(";");
      const badge =
        i === reacted
          ? `<span class="reaction" style="${turn.who === "me" ? "left:-10px" : "right:-10px"}">${turn.who === "me" ? "😂" : "❤️"}</span>`
          : "";
      const face = look.avatarBeside && turn.who === "her" ? `<span class="face">${last ? avatar(28, look.hue) : ""}</span>` : "";
      const after = i === lastMine && look.afterLastMine ? look.afterLastMine(fixture, plan) : "";
      const room = badge ? "margin-bottom:14px" : "";
      return `${separator}${name}<div class="row ${turn.who}" style="margin-top:${name ? 2 : gap}px;${room}">${face}<div class="bubble" style="${corners}">${escapeHtml(turn.text)}${badge}</div></div>${after}`;
    })
    .join("");
  const css = `
.inner { padding: 8px 14px 12px; }
.bubble { max-width: ${look.avatarBeside ? 74 : 77}%; letter-spacing: -0.2px; padding: ${look.font.size >= 16 ? "9px 14px 10px" : "8px 13px 9px"}; border-radius: ${look.radius}px;
  font-size: ${look.font.size}px; line-height: ${look.font.line}px; }
.her .bubble { background: ${c.her}; color: ${c.herText}; ${c.herBorder ? `border: 1.5px solid ${c.herBorder};` : ""} }
.me .bubble { background: ${c.me}; color: ${c.meText}; }
.face { width: 28px; margin-right: 8px; display: flex; align-items: flex-end; flex: none; }
.name { font-size: 12px; color: ${c.meta}; margin: 12px 0 0 4px; }
.reaction { position: absolute; bottom: -14px; width: 26px; height: 26px; border-radius: 50%; background: ${c.badge ?? c.bg};
  border: 2px solid ${c.bg}; box-shadow: 0 1px 3px rgba(0,0,0,.2); display: flex; align-items: center; justify-content: center; font-size: 13px; line-height: 1; }
${look.css ?? ""}`;
  return documentFor({
    fixture,
    css,
    background: c.bg,
    top: look.header(fixture, plan),
    messages: rows,
    bottom: look.inputBar(fixture, plan),
  });
}
