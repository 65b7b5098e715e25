"use client";

import { Heart, MessageCircle } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { paidPlanOf, useAuth } from "@/lib/auth/client/session";
import { notify } from "@/lib/platform/client/toast";
import { type ChatPanelId, OPEN_CHAT_EVENT } from "@/lib/romeo/client/launch";

// The round buttons at the bottom right of every page. Only the buttons are in the first load: a
// panel's code (the chat hooks, the AI SDK's stream reader) is fetched when the pointer or focus
// reaches its button, and it opens on click. Plain import() rather than next/dynamic, and no class
// merging helper: either would add about 8 KB to every page's first load for two buttons.

type Panel = React.ComponentType<{ onClose: () => void }>;
const LOADERS: Record<ChatPanelId, () => Promise<{ default: Panel }>> = {
  support: () => import("@/components/chat/support-panel"),
  coach: () => import("@/components/chat/coach-panel"),
};

const roundButton =
  "group relative grid cursor-pointer place-items-center rounded-full text-white shadow-lg outline-none transition hover:scale-105 focus-visible:ring-4";

export function ChatLaunchers() {
  const auth = useAuth();
  const premium = paidPlanOf(auth) !== null;
  const [open, setOpen] = useState<ChatPanelId | null>(null);
  const [loaded, setLoaded] = useState<Partial<Record<ChatPanelId, Panel>>>({});
  const close = useCallback(() => setOpen(null), []);
  // Rendered after hydration only: a button that ignores a click made before it would be worse than none.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const tucked = useTuckedWhileReading();

  const load = useCallback((id: ChatPanelId) => {
    LOADERS[id]()
      .then((module) => setLoaded((panels) => (panels[id] ? panels : { ...panels, [id]: module.default })))
      .catch(() => {
        setOpen(null);
        notify.error("Chat Error", { description: "The chat couldn't load. Please check your connection and try again." });
      });
  }, []);

  const toggle = useCallback(
    (id: ChatPanelId) => {
      load(id);
      setOpen((current) => (current === id ? null : id));
    },
    [load],
  );

  useEffect(() => {
    const onOpen = (e: Event) => {
      const id = (e as CustomEvent<ChatPanelId>).detail;
      load(id);
      setOpen(id);
    };
    window.addEventListener(OPEN_CHAT_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, onOpen);
  }, [load]);

  const Support = loaded.support;
  const Coach = loaded.coach;
  if (!hydrated) return null;
  return (
    <>
      {open === "support" && Support && <Support onClose={close} />}
      {open === "coach" && premium && Coach && <Coach onClose={close} />}
      <div
        data-tucked={tucked || undefined}
        onFocusCapture={() => window.dispatchEvent(new Event(SHOW_LAUNCHERS))}
        className="fixed right-4 bottom-4 z-40 flex flex-col items-center gap-3 transition duration-200 data-[tucked]:pointer-events-none data-[tucked]:translate-y-24 data-[tucked]:opacity-0 print:hidden"
      >
        {premium && (
          <button
            type="button"
            aria-label="Speak to Romeo - Dating Master"
            aria-expanded={open === "coach"}
            aria-describedby="coach-tooltip"
            onPointerEnter={() => load("coach")}
            onFocus={() => load("coach")}
            onClick={() => toggle("coach")}
            className={`${roundButton} size-12 bg-gradient-to-br from-red-500 to-pink-600 focus-visible:ring-pink-300`}
          >
            <Heart className="size-6 fill-white" aria-hidden />
            <span
              id="coach-tooltip"
              role="tooltip"
              className="pointer-events-none absolute right-full mr-3 rounded-lg bg-ink-900 px-2 py-1 text-xs font-semibold whitespace-nowrap text-white opacity-0 transition group-hover:opacity-100 group-focus-visible:opacity-100"
            >
              Speak to Romeo - Dating Master
            </span>
          </button>
        )}
        <button
          type="button"
          aria-label={open === "support" ? "Close support chat" : "Chat with Romeo, our support assistant"}
          aria-expanded={open === "support"}
          onPointerEnter={() => load("support")}
          onFocus={() => load("support")}
          onClick={() => toggle("support")}
          className={`${roundButton} size-14 bg-brand-600 hover:bg-brand-700 focus-visible:ring-brand-300`}
        >
          <MessageCircle className="size-6" aria-hidden />
        </button>
      </div>
    </>
  );
}

const SHOW_LAUNCHERS = "holla:show-launchers";

/**
 * On a phone the round buttons would sit on top of whatever he is reading (the last reply's 👎, the
 * Creative tile): they step aside while he scrolls down and come back when he scrolls up, reaches the
 * end of the page, or tabs to them.
 */
function useTuckedWhileReading(): boolean {
  const [tucked, setTucked] = useState(false);
  useEffect(() => {
    // Where the last decision was taken. A slow drag or a smooth scroll moves a few pixels per event,
    // so the distance is counted from here, not from the previous event (from there no step ever
    // reached the threshold, and the buttons stayed away while he scrolled back up).
    let anchorY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const phone = window.innerWidth < 640;
      const atEnd = window.innerHeight + y >= document.documentElement.scrollHeight - 24;
      if (!phone || atEnd || y < anchorY - 4) {
        setTucked(false);
        anchorY = y;
      } else if (y > anchorY + 4) {
        setTucked(true);
        anchorY = y;
      }
    };
    const show = () => setTucked(false);
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener(SHOW_LAUNCHERS, show);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener(SHOW_LAUNCHERS, show);
    };
  }, []);
  return tucked;
}
