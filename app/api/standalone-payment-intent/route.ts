// The spec's second name for creating the Premium payment: the same call.
export { POST } from "@/app/api/create-payment-intent/route";

export const dynamic = "force-dynamic";
