import { NextResponse } from "next/server";
import { handleStripeWebhook } from "@/lib/billing/webhook";
import { readBodyText } from "@/lib/platform/http/body";
import { errorResponse } from "@/lib/platform/http/route";

export const dynamic = "force-dynamic";

const MAX_BYTES = 512 * 1024;

/** Stripe's events, signed: the raw body is what the signature covers, so it is read as text. */
export async function POST(request: Request) {
  try {
    const payload = (await readBodyText(request, MAX_BYTES)) ?? "";
    const outcome = await handleStripeWebhook(payload, request.headers.get("stripe-signature"));
    return NextResponse.json({ received: true, outcome });
  } catch (error) {
    return errorResponse(error);
  }
}
