"use client";

import Link from "next/link";
import { PlanFeatures } from "@/components/marketing/plan-features";
import { Icon } from "@/components/ui/icon";
import { paidPlanOf, useAuth } from "@/lib/auth/client/session";
import { PLANS } from "@/lib/plans";

/**
 * The pricing section's plans, or (docs/product.md) a "Premium Active" panel for someone who already has a
 * paid plan, as the server says. The plans stay in the static page; only this switch is client code.
 */
export function PremiumActiveSwitch({ children }: { children: React.ReactNode }) {
  const paidPlan = paidPlanOf(useAuth());
  if (!paidPlan) return <>{children}</>;
  const plan = PLANS[paidPlan];
  return (
    <div className="mx-auto max-w-2xl rounded-2xl border-2 border-brand-500 bg-gradient-to-br from-brand-50 to-pink-50 p-8 text-center shadow-lg shadow-brand-600/10">
      <Icon name="badge-check" className="mx-auto size-10 text-brand-600" />
      <h3 className="mt-3 text-2xl font-extrabold text-ink-900">{plan.name} Active</h3>
      <p className="mt-2 text-ink-700">You have everything {plan.name} includes:</p>
      <PlanFeatures
        features={plan.features}
        mark="badge-check"
        className="mx-auto mt-3 inline-grid gap-1.5 text-left text-sm text-ink-800"
      />
      <Link
        href="/account"
        className="mt-6 flex w-fit mx-auto h-10 items-center justify-center rounded-xl bg-gradient-to-r from-brand-600 to-pink-600 px-5 text-sm font-semibold text-white outline-none focus-visible:ring-[3px] focus-visible:ring-brand-500/40"
      >
        Manage your plan
      </Link>
    </div>
  );
}
