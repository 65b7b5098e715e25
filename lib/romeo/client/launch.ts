// Any part of the page can open a Romeo panel without importing it: the launchers in the root layout
// listen for this event and load the panel's code only then.

export type ChatPanelId = "support" | "coach";
export const OPEN_CHAT_EVENT = "holla:open-chat";

export function openChatPanel(panel: ChatPanelId) {
  window.dispatchEvent(new CustomEvent<ChatPanelId>(OPEN_CHAT_EVENT, { detail: panel }));
}

// The same for the tool's Premium tabs: the tool (a lazily loaded chunk) listens while it is mounted,
// and reads location.hash when it mounts later (after the notice is accepted).
export type PremiumToolTab = "pattern-interrupt" | "dating-coach";
export const OPEN_TOOL_TAB_EVENT = "holla:open-tool-tab";

export function openToolTab(tab: PremiumToolTab) {
  history.replaceState(null, "", `#${tab}`);
  window.dispatchEvent(new CustomEvent<PremiumToolTab>(OPEN_TOOL_TAB_EVENT, { detail: tab }));
  document.getElementById("generator")?.scrollIntoView({ behavior: "smooth" });
}
