import { z } from "zod";

// The spec's clients send { amount: 999 } (and sometimes an email). Both are accepted and ignored:
// the price is Stripe's and the payer is the signed-in user.
export const paymentIntentSchema = z.object({
  amount: z.unknown().optional(),
  email: z.unknown().optional(),
});
