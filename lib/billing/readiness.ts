import "server-only";
import Stripe from "stripe";
import type { Viewer } from "@/lib/account/viewer";
import { billingConfig, priceFor } from "@/lib/billing/config";
import { stripe } from "@/lib/billing/stripe";
import { LIMITS } from "@/lib/limits";
import { CURRENCY, formatPrice, type PaidPlanId, PLANS } from "@/lib/plans";
import { env, isLocalDevelopment } from "@/lib/platform/env";
import { ApiError } from "@/lib/platform/http/errors";
import { enforceLimit } from "@/lib/platform/rate-limit";

// /payment-test: is the payment configuration ready? Flags say what is set and whether Stripe agrees
// with lib/plans.ts on the price, without ever showing a secret.

export interface ReadinessFlag {
  id: string;
  label: string;
  ok: boolean;
  detail: string;
}

/** ADMIN_EMAILS only, but on someone's own machine (the page then helps set Stripe up). */
function canSeePaymentDiagnostics(viewer: Pick<Viewer, "email">): boolean {
  if (isLocalDevelopment) return true;
  return !!viewer.email && env.ADMIN_EMAILS.includes(viewer.email);
}

/** The live readiness check for whoever may see it (404 for anyone else); each run asks Stripe. */
export async function runPaymentTest(viewer: Pick<Viewer, "email" | "ip">) {
  if (!canSeePaymentDiagnostics(viewer)) throw ApiError.notFound();
  await enforceLimit(LIMITS.paymentTestPerAddress, viewer.ip);
  return testPaymentSystem();
}

const mode = (key: string | undefined) => (key?.includes("_live_") ? "live" : key ? "test" : null);

/** What the configuration says, without calling Stripe. */
function configurationFlags(): ReadinessFlag[] {
  const secretMode = mode(env.STRIPE_SECRET_KEY);
  const publishableMode = mode(env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY);
  return [
    {
      id: "secret-key",
      label: "Secret key",
      ok: !!secretMode,
      detail: secretMode ? `Set (${secretMode} mode)` : "STRIPE_SECRET_KEY is not set",
    },
    {
      id: "publishable-key",
      label: "Publishable key",
      ok: !!publishableMode && publishableMode === secretMode,
      detail: !publishableMode
        ? "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY is not set"
        : publishableMode === secretMode
          ? `Set (${publishableMode} mode)`
          : `Set, but in ${publishableMode} mode while the secret key is in ${secretMode ?? "no"} mode`,
    },
    {
      id: "webhook-secret",
      label: "Webhook signing secret",
      ok: !!env.STRIPE_WEBHOOK_SECRET,
      detail: env.STRIPE_WEBHOOK_SECRET ? "Set" : "STRIPE_WEBHOOK_SECRET is not set",
    },
    {
      id: "premium-price",
      label: `${PLANS.premium.name} price`,
      ok: !!priceFor("premium"),
      detail: priceFor("premium") ?? "STRIPE_PRICE_PREMIUM is not set",
    },
    {
      id: "premium-plus-price",
      label: `${PLANS.premium_plus.name} price`,
      ok: true,
      detail: priceFor("premium_plus") ?? "Not set: Premium Plus stays coming soon",
    },
  ];
}

async function priceMatches(plan: PaidPlanId): Promise<ReadinessFlag> {
  const id = priceFor(plan)!;
  const expected = `${formatPrice(PLANS[plan].priceCents)} ${CURRENCY.toUpperCase()} a month`;
  const label = `Stripe charges ${PLANS[plan].name} as shown`;
  try {
    const price = await stripe().prices.retrieve(id);
    const actual = `${formatPrice(price.unit_amount ?? 0)} ${price.currency.toUpperCase()} a ${price.recurring?.interval ?? "single charge (not recurring)"}`;
    const ok =
      price.unit_amount === PLANS[plan].priceCents && price.currency === CURRENCY && price.recurring?.interval === "month" && price.active;
    return {
      id: `${plan}-price-live`,
      label,
      ok,
      detail: ok ? `${actual}` : `Stripe says ${actual}${price.active ? "" : " (inactive)"}; the site shows ${expected}`,
    };
  } catch (error) {
    const why = error instanceof Stripe.errors.StripeError ? error.message : "Stripe could not be reached";
    return { id: `${plan}-price-live`, label, ok: false, detail: why };
  }
}

/** The configuration flags plus live checks against Stripe (reachable, prices as lib/plans.ts says). */
async function testPaymentSystem(): Promise<{ ready: boolean; flags: ReadinessFlag[] }> {
  const flags = configurationFlags();
  if (billingConfig()) {
    flags.push(await priceMatches("premium"));
    if (priceFor("premium_plus")) flags.push(await priceMatches("premium_plus"));
  }
  return { ready: flags.every((f) => f.ok), flags };
}
