"use client";

import { useEffect, useRef } from "react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { Loader2 } from "lucide-react";
import { analytics } from "@/lib/analytics";
import { takeAuthEvent } from "@/lib/auth/auth-event";
import { useAuth, type AuthState } from "@/lib/auth/client";
import { SignOutForm } from "@/components/auth/sign-out-form";
import { signInHref } from "@/lib/auth/sign-in-rules";
import { notify } from "@/lib/toast";

// The header's three states (spec §2): a spinner while the session is checked, "Welcome back!" with
// Sign Out, or Get Started. Plain elements with fixed classes: this is in every page's first load.
const ghostLook =
  "h-8 items-center justify-center rounded-lg px-2 text-xs font-semibold whitespace-nowrap text-ink-700 transition outline-none hover:bg-brand-50 hover:text-brand-800 focus-visible:ring-[3px] focus-visible:ring-brand-500/40 sm:px-3";
const ghost = `inline-flex ${ghostLook}`;
const primary =
  "inline-flex h-8 items-center justify-center rounded-lg bg-gradient-to-r from-brand-600 to-pink-600 px-3 text-xs font-semibold whitespace-nowrap text-white shadow-md shadow-brand-600/20 transition outline-none hover:from-brand-700 hover:to-pink-700 focus-visible:ring-[3px] focus-visible:ring-brand-500/40";

export function HeaderAuth() {
  const auth = useAuth();
  const pathname = usePathname();
  useAuthEvents(auth);

  if (auth.status === "loading") {
    return (
      <span role="status" className="inline-flex h-8 w-24 items-center justify-center text-brand-700">
        <Loader2 className="size-4 animate-spin" aria-hidden />
        <span className="sr-only">Checking whether you&apos;re signed in…</span>
      </span>
    );
  }
  if (auth.status === "signed-in") {
    return (
      <>
        <Link href="/account" className={ghost} title={`Your account (${auth.user.email})`}>
          Welcome back!
        </Link>
        <SignOutForm>
          <button type="submit" className={`cursor-pointer ${primary}`}>
            Sign Out
          </button>
        </SignOutForm>
      </>
    );
  }
  return (
    <>
      {/* Narrow screens: Get Started leads to Quick Start sign-in on /subscribe. */}
      <Link href={signInHref(pathname === "/sign-in" ? "/" : pathname)} className={`hidden sm:inline-flex ${ghostLook}`}>
        Sign In
      </Link>
      <Link href="/subscribe" className={primary}>
        Get Started
      </Link>
    </>
  );
}

/**
 * After the sign-in link or Sign Out brought the browser back (a full-page redirect), the server left
 * an event cookie: greet and count the event. Replies saved in this browser are not moved into the
 * account here: the Saved Replies tab offers that, naming the account, and moves them only when asked.
 */
function useAuthEvents(auth: AuthState) {
  const handled = useRef(false);
  useEffect(() => {
    if (auth.status === "loading" || handled.current) return;
    handled.current = true;
    const event = takeAuthEvent();
    if (event === "signed_out") {
      analytics.userSignedOut();
      notify.success("Signed Out", { description: "See you soon. Your saved replies wait in your account." });
    } else if (event === "account_deleted") {
      analytics.userSignedOut();
      notify.success("Account Deleted", { description: "Your account and everything we stored about you are gone." });
    }
    if (auth.status !== "signed-in") return;
    if (event === "signed_in_new" || event === "signed_in") {
      analytics.userSignedIn();
      if (event === "signed_in_new") notify.success("Welcome to Holla!", { description: `You're signed in as ${auth.user.email}.` });
      else notify.success("Welcome back!", { description: `You're signed in as ${auth.user.email}.` });
    }
  }, [auth]);
}
