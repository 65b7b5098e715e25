import { ArrowRight } from "lucide-react";
import Link from "next/link";
import { ManageBillingButton } from "@/components/account/manage-billing-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { isPaymentFailing } from "@/lib/billing/status";
import { formatPrice, isPaidPlan, PLANS, type PlanId } from "@/lib/plans";

interface PlanSummaryProps {
  /** The plan lib/account/viewer.ts decided. */
  plan: PlanId;
  subscription: { tier: string; status: string; source: string; currentPeriodEnd: Date | null; cancelAtPeriodEnd: boolean } | null;
  /** A Stripe customer exists for this user: there are cards, invoices or a subscription to manage. */
  hasBillingAccount: boolean;
}

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

function renewalLine({ subscription }: PlanSummaryProps, paid: boolean): string {
  if (!paid || !subscription)
    return `Free: ${PLANS.basic.dailyGenerations} replies a day and up to ${PLANS.basic.savedReplies} saved replies.`;
  if (subscription.source === "grant") return "Granted by the Holla team: no billing, no renewal date.";
  const end = subscription.currentPeriodEnd ? dateFormat.format(subscription.currentPeriodEnd) : null;
  if (isPaymentFailing(subscription.status))
    return `Your last payment failed. Access continues until ${end ?? "the end of the period"}; update your card to keep it.`;
  if (subscription.cancelAtPeriodEnd) return `Cancelled: access until ${end ?? "the end of the period"}, then ${PLANS.basic.name}.`;
  return end ? `Renews on ${end}.` : "Renews monthly.";
}

/** The plan card of /account: what the user has, until when, and the way to billing. */
export function PlanSummary(props: PlanSummaryProps) {
  const { plan, hasBillingAccount } = props;
  const paid = isPaidPlan(plan);
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle>Plan</CardTitle>
        <Badge>{PLANS[plan].name}</Badge>
      </div>
      <p className="mt-3 text-2xl font-extrabold text-ink-900">
        {PLANS[plan].name}{" "}
        <span className="text-base font-medium text-ink-600">
          {formatPrice(PLANS[plan].priceCents)}
          {PLANS[plan].priceCents > 0 ? "/month" : ""}
        </span>
      </p>
      <p className="mt-1 text-sm text-ink-700">{renewalLine(props, paid)}</p>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        {!paid && (
          <Button asChild>
            <Link href="/premium-checkout">
              Upgrade to {PLANS.premium.name} <ArrowRight aria-hidden />
            </Link>
          </Button>
        )}
        <ManageBillingButton enabled={hasBillingAccount} describedBy="billing-note" />
        <p id="billing-note" className="text-xs text-ink-600">
          {hasBillingAccount
            ? "Opens Stripe's billing portal: change your card, download invoices or cancel."
            : "Nothing to manage: no card payments on this account."}
        </p>
      </div>
    </Card>
  );
}
