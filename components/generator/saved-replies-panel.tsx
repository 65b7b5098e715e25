"use client";

import { BookmarkX, Crown } from "lucide-react";
import Link from "next/link";
import { useSyncExternalStore } from "react";
import { SavedReplyItem } from "@/components/generator/saved-reply-item";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/lib/auth/client/session";
import { signInHref } from "@/lib/auth/sign-in-rules";
import { PLANS, type PlanId } from "@/lib/plans";
import { analytics } from "@/lib/platform/client/analytics";
import { savedReplies } from "@/lib/saved-replies/client/store";
import { savedCountLine, showsSaveNudge, visibleSavedReplies } from "@/lib/saved-replies/rules";

const INITIAL_STATUS = savedReplies.getStatus();

/** The Saved Replies tab (loaded when first opened). */
export default function SavedRepliesPanel({ plan }: { plan: PlanId | null }) {
  const all = useSyncExternalStore(savedReplies.subscribe, savedReplies.getSnapshot, savedReplies.getServerSnapshot);
  const status = useSyncExternalStore(savedReplies.subscribe, savedReplies.getStatus, () => INITIAL_STATUS);
  const waiting = useSyncExternalStore(savedReplies.subscribe, savedReplies.waitingInBrowser, () => 0);
  const auth = useAuth();
  const visible = visibleSavedReplies(all, plan);
  const hidden = all.length - visible.length;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-2xl font-bold text-ink-900">Saved Replies</h2>
        <p role="status" className="text-sm font-medium text-ink-700">
          {status.loading ? "Loading…" : savedCountLine(all.length, plan)}
        </p>
      </div>

      <p className="text-sm text-ink-600">
        {status.mode === "account" ? (
          "Kept in your account, on every device where you sign in."
        ) : (
          <>
            Kept in this browser.{" "}
            <Link href={signInHref("/")} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
              Sign in
            </Link>{" "}
            to keep them on every device.
          </>
        )}
      </p>

      {status.error && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          We couldn&apos;t load your saved replies: {status.error}{" "}
          <button type="button" onClick={() => void savedReplies.setSignedIn(true)} className="cursor-pointer font-semibold underline">
            Try again
          </button>
        </p>
      )}

      {waiting > 0 && (
        // Asked, never assumed: the account may not be the person's own (see saved-replies-store.ts).
        <div className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink-800">
            Move {waiting} {waiting === 1 ? "reply" : "replies"} saved in this browser into your account
            {auth.status === "signed-in" && (
              <>
                {" "}
                (<strong className="font-semibold break-all text-ink-900">{auth.user.email}</strong>)
              </>
            )}
            ?
          </p>
          <div className="flex shrink-0 gap-2">
            <Button type="button" size="sm" onClick={() => void savedReplies.moveBrowserSaves()}>
              Move
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={savedReplies.keepBrowserSaves}>
              Keep here
            </Button>
          </div>
        </div>
      )}

      {status.keptInBrowser > 0 && (
        <p className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-ink-800">
          {status.keptInBrowser} {status.keptInBrowser === 1 ? "reply" : "replies"} saved in this browser didn&apos;t fit {PLANS.basic.name}
          &apos;s {PLANS.basic.savedReplies}, so {status.keptInBrowser === 1 ? "it stays" : "they stay"} here. Make room, or upgrade to{" "}
          {PLANS.premium.name}, then{" "}
          <button type="button" onClick={() => void savedReplies.moveBrowserSaves()} className="cursor-pointer font-semibold underline">
            move {status.keptInBrowser === 1 ? "it" : "them"}
          </button>
          .
        </p>
      )}

      {showsSaveNudge(all.length, plan) && (
        <div className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink-800">
            <Crown className="mr-1 inline size-4 text-amber-700" aria-hidden />
            You&apos;re building a great collection. {PLANS.basic.name} keeps up to {PLANS.basic.savedReplies} saved replies;{" "}
            {PLANS.premium.name} keeps them all.
          </p>
          <Link
            href="/subscribe"
            onClick={() => analytics.upgradeButtonClicked({ plan: "premium", source: "saved_nudge" })}
            className="inline-flex h-9 shrink-0 items-center justify-center rounded-xl bg-gradient-to-r from-brand-600 to-pink-600 px-4 text-sm font-semibold text-white outline-none focus-visible:ring-[3px] focus-visible:ring-brand-500/40"
          >
            Upgrade to {PLANS.premium.name}
          </Link>
        </div>
      )}

      {hidden > 0 && (
        <p className="text-sm text-ink-600">
          {hidden} {hidden === 1 ? "reply uses a tone" : "replies use a tone"} that needs {PLANS.premium.name}, so{" "}
          {hidden === 1 ? "it is" : "they are"} hidden until you upgrade.
        </p>
      )}

      {status.loading && all.length === 0 ? (
        <p className="py-8 text-center text-sm text-ink-600">Loading your saved replies…</p>
      ) : visible.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-ink-200 p-8 text-center">
          <BookmarkX className="mx-auto size-8 text-ink-500" aria-hidden />
          <p className="mt-3 font-semibold text-ink-900">No Saved Replies Yet</p>
          <p className="mt-1 text-sm text-ink-600">Tap Save on a reply you like and it will wait for you here.</p>
        </div>
      ) : (
        <ul aria-label="Saved replies" className="space-y-3">
          {visible.map((reply) => (
            <li key={reply.id ?? reply.timestamp}>
              <SavedReplyItem reply={reply} plan={plan} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
