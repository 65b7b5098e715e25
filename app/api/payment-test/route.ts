import { canSeePaymentDiagnostics, testPaymentSystem } from "@/lib/billing/readiness";
import { ApiError } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { getViewer } from "@/lib/viewer";

export const dynamic = "force-dynamic";

/** "Test Payment System": the readiness flags with live checks against Stripe. Admins only in production. */
export const POST = route(async (request) => {
  if (!canSeePaymentDiagnostics(await getViewer(request))) throw ApiError.notFound();
  return testPaymentSystem();
});
