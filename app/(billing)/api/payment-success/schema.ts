import { z } from "zod";

export const paymentSuccessSchema = z.object({
  payment_intent_id: z.string({ error: "payment_intent_id is required." }).trim().min(1, "payment_intent_id is required.").max(128),
  // Sent by the spec's clients; the payer is the signed-in user, not this.
  email: z.unknown().optional(),
});
