"use client";

import { useEffect, useState, useSyncExternalStore } from "react";
import type { PublicBillingConfig } from "@/lib/billing/config";

// GET /api/billing/config, once per page view: on a static checkout page, whether payments are set up
// on this server (and Stripe.js's publishable key) is only known in the browser. A page rendered per
// request passes what the server knew instead, so its first paint is already the right screen.

export type BillingConfigState =
  | { status: "loading" }
  | { status: "ready"; configured: boolean; publishableKey: string | null; premiumPlusAvailable: boolean; developerHints: boolean };

type Ready = Extract<BillingConfigState, { status: "ready" }>;

const LOADING: BillingConfigState = { status: "loading" };
/** What a failed request means: nothing can be charged, so no checkout is offered. */
const NOT_CONFIGURED: Ready = {
  status: "ready",
  configured: false,
  publishableKey: null,
  premiumPlusAvailable: false,
  developerHints: false,
};

let state: BillingConfigState = LOADING;
/** Set once this page view has asked the server, or a server render answered first: it asks at most once. */
let requested = false;
const listeners = new Set<() => void>();

function parse(body: unknown): Ready {
  if (!body || typeof body !== "object") return NOT_CONFIGURED;
  const { configured, publishableKey, premiumPlusAvailable, developerHints } = body as Record<string, unknown>;
  const key = typeof publishableKey === "string" && publishableKey ? publishableKey : null;
  // Without a publishable key Stripe.js can't start, whatever else the server says.
  const usable = configured === true && key !== null;
  return {
    status: "ready",
    configured: usable,
    publishableKey: key,
    premiumPlusAvailable: usable && premiumPlusAvailable === true,
    developerHints: developerHints === true,
  };
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
  if (requested) return;
  requested = true;
  void fetchConfig().then((next) => {
    state = next;
    for (const listener of [...listeners]) listener();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Takes what a server render knew, unless an answer of this page view came first. */
function seed(known: Ready) {
  if (state.status !== "loading") return;
  state = known;
  requested = true;
  for (const listener of [...listeners]) listener();
}

/** The server's billing configuration; "loading" until the first answer of this page view (or `known`). */
export function useBillingConfig(known?: PublicBillingConfig): BillingConfigState {
  const [seeded] = useState(() => (known ? parse(known) : null));
  const current = useSyncExternalStore(
    subscribe,
    () => (state.status === "loading" && seeded ? seeded : state),
    () => seeded ?? LOADING,
  );
  useEffect(() => (seeded ? seed(seeded) : load()), [seeded]);
  return current;
}
