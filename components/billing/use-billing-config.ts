"use client";

import { useEffect, useSyncExternalStore } from "react";

// GET /api/billing/config, once per page view: the checkout pages are static, so whether payments are
// set up on this server (and Stripe.js's publishable key) is only known in the browser.

export type BillingConfigState =
  | { status: "loading" }
  | { status: "ready"; configured: boolean; publishableKey: string | null; premiumPlusAvailable: boolean };

type Ready = Extract<BillingConfigState, { status: "ready" }>;

const LOADING: BillingConfigState = { status: "loading" };
/** What a failed request means: nothing can be charged, so no checkout is offered. */
const NOT_CONFIGURED: Ready = { status: "ready", configured: false, publishableKey: null, premiumPlusAvailable: false };

let state: BillingConfigState = LOADING;
let request: Promise<void> | null = null;
const listeners = new Set<() => void>();

function parse(body: unknown): Ready {
  if (!body || typeof body !== "object") return NOT_CONFIGURED;
  const { configured, publishableKey, premiumPlusAvailable } = body as Record<string, unknown>;
  const key = typeof publishableKey === "string" && publishableKey ? publishableKey : null;
  // Without a publishable key Stripe.js can't start, whatever else the server says.
  const usable = configured === true && key !== null;
  return { status: "ready", configured: usable, publishableKey: key, premiumPlusAvailable: usable && premiumPlusAvailable === true };
}

async function fetchConfig(): Promise<Ready> {
  try {
    const response = await fetch("/api/billing/config", { credentials: "include", cache: "no-store" });
    return response.ok ? parse(await response.json()) : NOT_CONFIGURED;
  } catch {
    return NOT_CONFIGURED;
  }
}

function load() {
  request ??= fetchConfig().then((next) => {
    state = next;
    for (const listener of [...listeners]) listener();
  });
}

const store = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  getSnapshot: () => state,
  getServerSnapshot: () => LOADING,
};

/** The server's billing configuration; "loading" until the first answer of this page view. */
export function useBillingConfig(): BillingConfigState {
  const current = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  useEffect(load, []);
  return current;
}
