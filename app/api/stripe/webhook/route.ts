import { NextResponse } from "next/server";
import { handleStripeWebhook } from "@/lib/billing/webhook";
import { ApiError } from "@/lib/http/errors";
import { errorResponse } from "@/lib/http/route";

export const dynamic = "force-dynamic";

const MAX_BYTES = 512 * 1024;

/** Stripe's events, signed: the raw body is what the signature covers, so it is read as text. */
export async function POST(request: Request) {
  try {
    if (Number(request.headers.get("content-length")) > MAX_BYTES) throw ApiError.payloadTooLarge(MAX_BYTES);
    const payload = await request.text();
    if (payload.length > MAX_BYTES) throw ApiError.payloadTooLarge(MAX_BYTES);
    const outcome = await handleStripeWebhook(payload, request.headers.get("stripe-signature"));
    return NextResponse.json({ received: true, outcome });
  } catch (error) {
    return errorResponse(error);
  }
}
