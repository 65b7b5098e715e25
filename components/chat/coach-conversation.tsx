"use client";

import { Trash2 } from "lucide-react";
import Link from "next/link";
import { useEffect, useState } from "react";
import { ChatComposer } from "@/components/chat/chat-composer";
import { ChatThread } from "@/components/chat/chat-thread";
import { useRomeo } from "@/components/chat/use-romeo";
import { Button } from "@/components/ui/button";
import { OfflineBadge } from "@/components/ui/offline-badge";
import { COACH_PREMIUM } from "@/lib/messages";
import { analytics } from "@/lib/platform/client/analytics";
import { notify } from "@/lib/platform/client/toast";
import { clearCoachHistory, coachChat, type HistoryState, loadCoachHistory } from "@/lib/romeo/coach/client/store";
import { cn } from "@/lib/utils";

const COACH_PLACEHOLDER = "Ask Romeo about dating psychology...";

/** The Romeo Dating Coach conversation, the same one in the tab's card and in the floating panel. */
export function CoachConversation({ embedded = false, className }: { embedded?: boolean; className?: string }) {
  const { thread, busy, typing, engine, send } = useRomeo(coachChat());
  const [history, setHistory] = useState<HistoryState | "loading">("loading");
  const [clearing, setClearing] = useState(false);

  useEffect(() => {
    let live = true;
    void loadCoachHistory().then((state) => live && setHistory(state));
    return () => {
      live = false;
    };
  }, []);

  function onSend(text: string) {
    analytics.romeoCoachUsed({ is_premium: history !== "premium-required" });
    send(text);
  }

  async function onClear() {
    setClearing(true);
    try {
      await clearCoachHistory();
      notify.success("History Cleared", { description: "Your conversation with Romeo was deleted." });
    } catch (error) {
      notify.error("Couldn't Clear History", { description: error instanceof Error ? error.message : "Please try again." });
    } finally {
      setClearing(false);
    }
  }

  return (
    <div className={cn("flex min-h-0 flex-col", className)}>
      <div className="flex min-h-9 items-center justify-between gap-2 px-3 pt-2">
        {engine === "offline" ? <OfflineBadge /> : <span />}
        {thread.length > 0 && (
          <Button variant="ghost" size="sm" onClick={() => void onClear()} disabled={clearing || busy}>
            <Trash2 aria-hidden /> Clear history
          </Button>
        )}
      </div>
      <ChatThread
        messages={thread}
        typing={typing}
        showTimes
        wide={embedded}
        className="min-h-0 flex-1"
        empty={<CoachEmpty state={history} />}
      />
      <ChatComposer placeholder={COACH_PLACEHOLDER} busy={busy || history === "premium-required"} onSend={onSend} />
    </div>
  );
}

function CoachEmpty({ state }: { state: HistoryState | "loading" }) {
  if (state === "loading") return <p className="m-auto text-sm text-ink-600">Loading your conversation…</p>;
  if (state === "premium-required")
    return (
      <p className="m-auto max-w-xs text-center text-sm text-ink-700">
        {COACH_PREMIUM.message}{" "}
        <Link href="/subscribe" className="font-semibold text-brand-700 underline">
          Upgrade
        </Link>
      </p>
    );
  return (
    <p className="m-auto max-w-sm text-center text-sm text-ink-600">
      Ask Romeo anything about dating psychology, attraction and building real connections: what to text, how to ask her out, what her reply
      might mean.
    </p>
  );
}
