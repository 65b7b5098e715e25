import "server-only";
import { PAYMENTS_NOT_CONFIGURED_BASE, PAYMENTS_NOT_CONFIGURED_HINT } from "@/lib/messages";
import type { PaidPlanId } from "@/lib/plans";
import { env, showDeveloperHints } from "@/lib/platform/env";

// Which Stripe prices sell which plan, and whether payments are set up at all (docs/architecture.md, "Runtime modes": with no
// Stripe configuration every checkout screen says so plainly and nothing crashes).

/**
 * The 503's words on this server (lib/messages.ts). The hint is a developer instruction, so it follows
 * the checkout screens' rule (showDeveloperHints, lib/platform/env.ts; docs/decisions.md, "Other
 * choices"): someone's own machine or a QA server, never a production deployment, whose customers
 * can't run commands on it.
 */
export const PAYMENTS_NOT_CONFIGURED = showDeveloperHints
  ? `${PAYMENTS_NOT_CONFIGURED_BASE} ${PAYMENTS_NOT_CONFIGURED_HINT}`
  : PAYMENTS_NOT_CONFIGURED_BASE;

export interface BillingConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  prices: Record<PaidPlanId, string | null>;
}

/** The configuration, or null when any of the four Premium settings is missing. */
export function billingConfig(): BillingConfig | null {
  const { STRIPE_SECRET_KEY, NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_PREMIUM } = env;
  if (!STRIPE_SECRET_KEY || !NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY || !STRIPE_WEBHOOK_SECRET || !STRIPE_PRICE_PREMIUM) return null;
  return {
    secretKey: STRIPE_SECRET_KEY,
    publishableKey: NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    prices: { premium: STRIPE_PRICE_PREMIUM, premium_plus: env.STRIPE_PRICE_PREMIUM_PLUS ?? null },
  };
}

/** The Stripe price that sells `plan`, configured or not. */
export function priceFor(plan: PaidPlanId): string | null {
  return (plan === "premium" ? env.STRIPE_PRICE_PREMIUM : env.STRIPE_PRICE_PREMIUM_PLUS) ?? null;
}

export function paymentsConfigured(): boolean {
  return billingConfig() !== null;
}

/** The plan a Stripe price sells; null for a price that is not ours. */
export function planForPrice(priceId: string | null | undefined): PaidPlanId | null {
  const config = billingConfig();
  if (!config || !priceId) return null;
  if (priceId === config.prices.premium) return "premium";
  if (priceId === config.prices.premium_plus) return "premium_plus";
  return null;
}

/** What the checkout screens need, safe to hand to any browser: GET /api/billing/config, and pages rendered with it. */
export interface PublicBillingConfig {
  configured: boolean;
  publishableKey: string | null;
  premiumPlusAvailable: boolean;
  /** Whether "payments aren't set up" may say how a developer grants Premium (lib/platform/env.ts). */
  developerHints: boolean;
}

export function publicBillingConfig(): PublicBillingConfig {
  const config = billingConfig();
  return {
    configured: !!config,
    publishableKey: config?.publishableKey ?? null,
    premiumPlusAvailable: !!config?.prices.premium_plus,
    developerHints: showDeveloperHints,
  };
}
