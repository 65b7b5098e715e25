"use client";

import { UserRound } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { SignOutForm } from "@/components/auth/sign-out-form";
import { Icon } from "@/components/ui/icon";
import { takeAuthEvent } from "@/lib/auth/client/auth-event";
import { type AuthState, useAuth } from "@/lib/auth/client/session";
import { signInHref } from "@/lib/auth/sign-in-rules";
import { isPaidPlan, PLANS } from "@/lib/plans";
import { analytics } from "@/lib/platform/client/analytics";
import { notify } from "@/lib/platform/client/toast";

// The header's three states (docs/product.md): a spinner while the session is checked, a greeting (with his
// plan, and a quiet Sign Out), or Sign In and Get Started, on every width. Get Started opens the tool,
// not a payment page. Touch targets are 44 px tall on phones. Plain elements: this is in every page's
// first load; their looks are .head-link and .head-cta in app/globals.css, and the spinner comes from the
// icon sprite, so the server-rendered spinner state is a few bytes of every page's HTML.
const ghost = "head-link";
const primary = "head-cta";
/** This tab saw his account created: the header greets him as new, not "back". */
const NEW_ACCOUNT_KEY = "holla:new-account";

export function HeaderAuth() {
  const auth = useAuth();
  const pathname = usePathname();
  useAuthEvents(auth);

  if (auth.status === "loading") {
    // As wide as the signed-out pair it most often turns into, so nothing in the header moves (CLS).
    return (
      <span role="status" className="relative inline-flex items-center gap-0.5 text-brand-700 sm:gap-2">
        {/* The words are drawn by CSS, so they are no one's text: only their width is wanted. */}
        <span aria-hidden data-label="Sign In" className={`${ghost} head-ph`} />
        <span aria-hidden data-label="Get Started" className={`${primary} head-ph`} />
        <Icon name="loader-circle" className="absolute inset-0 m-auto size-4 animate-spin" />
        <span className="sr-only">Checking whether you&apos;re signed in…</span>
      </span>
    );
  }
  if (auth.status === "signed-in") {
    const plan = auth.user.subscriptionStatus;
    return (
      <>
        <Link href="/account" className={ghost} title={`Your account (${auth.user.email})`}>
          {/* Phones keep the greeting for screen readers and show an icon: the header has one row. */}
          <span className="max-sm:sr-only">
            <Greeting />
          </span>
          <UserRound className="hidden size-5 max-sm:block" aria-hidden />
          {isPaidPlan(plan) && (
            <span className="ml-1.5 rounded-full bg-gradient-to-r from-brand-600 to-pink-600 px-2 py-0.5 text-[0.65rem] font-bold text-white">
              {PLANS[plan].name}
            </span>
          )}
        </Link>
        <SignOutForm>
          <button type="submit" className={`cursor-pointer ${ghost}`}>
            Sign Out
          </button>
        </SignOutForm>
      </>
    );
  }
  return (
    <>
      <Link href={signInHref(pathname === "/sign-in" ? "/" : pathname)} className={ghost}>
        Sign In
      </Link>
      <Link href="/#generator" className={primary}>
        Get Started
      </Link>
    </>
  );
}

function Greeting() {
  const [isNew, setIsNew] = useState(false);
  useEffect(() => {
    try {
      const read = () => setIsNew(window.sessionStorage.getItem(NEW_ACCOUNT_KEY) === "1");
      read();
      window.addEventListener(NEW_ACCOUNT_KEY, read);
      return () => window.removeEventListener(NEW_ACCOUNT_KEY, read);
    } catch {
      // Storage blocked: "Welcome back!" it is.
    }
  }, []);
  return <>{isNew ? "Welcome to Holla!" : "Welcome back!"}</>;
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
      try {
        window.sessionStorage.removeItem(NEW_ACCOUNT_KEY);
      } catch {
        // Nothing was kept.
      }
      notify.success("Signed Out", { description: "See you soon. Your saved replies wait in your account." });
    } else if (event === "account_deleted") {
      analytics.userSignedOut();
      notify.success("Account Deleted", { description: "Your account and everything we stored about you are gone." });
    }
    if (auth.status !== "signed-in") return;
    if (event === "signed_in_new" || event === "signed_in") {
      analytics.userSignedIn();
      if (event === "signed_in_new") {
        notify.success("Welcome to Holla!", { description: `You're signed in as ${auth.user.email}.` });
        try {
          window.sessionStorage.setItem(NEW_ACCOUNT_KEY, "1");
          window.dispatchEvent(new Event(NEW_ACCOUNT_KEY));
        } catch {
          // Storage blocked: the toast greeted him.
        }
      } else notify.success("Welcome back!", { description: `You're signed in as ${auth.user.email}.` });
    }
  }, [auth]);
}
