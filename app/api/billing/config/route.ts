import { NextResponse } from "next/server";
import { priceFor, publicBillingConfig } from "@/lib/billing/config";

export const dynamic = "force-dynamic";

/**
 * What the checkout screens need before they start: whether payments are set up here, Stripe.js's
 * publishable key, and whether Premium Plus is on sale. Read at run time, so the pages stay static.
 */
export function GET() {
  return NextResponse.json({ ...publicBillingConfig(), premiumPlusAvailable: !!priceFor("premium_plus") && publicBillingConfig().configured }, { headers: { "Cache-Control": "no-store" } });
}
