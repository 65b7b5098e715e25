import "server-only";
import { callStripe } from "@/lib/billing/stripe";
import { db } from "@/lib/platform/db";

/**
 * The user's Stripe customer, created once: the idempotency key makes parallel first checkouts get
 * the same customer from Stripe, and the conditional update keeps the first id written.
 */
export async function ensureCustomer(userId: string, email: string): Promise<string> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { stripeCustomerId: true } });
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const customer = await callStripe((s) =>
    s.customers.create({ email, metadata: { userId } }, { idempotencyKey: `holla-customer-${userId}` }),
  );
  await db.user.updateMany({ where: { id: userId, stripeCustomerId: null }, data: { stripeCustomerId: customer.id } });
  const saved = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { stripeCustomerId: true } });
  return saved.stripeCustomerId ?? customer.id;
}

/** The user a Stripe customer belongs to: by our column, else by the customer's metadata. */
export async function userForCustomer(customerId: string): Promise<string | null> {
  const user = await db.user.findUnique({ where: { stripeCustomerId: customerId }, select: { id: true } });
  if (user) return user.id;
  const customer = await callStripe((s) => s.customers.retrieve(customerId));
  const userId = "deleted" in customer && customer.deleted ? null : (customer.metadata?.userId ?? null);
  if (!userId) return null;
  // Only a user without a customer takes this one; a user who already has another keeps theirs.
  await db.user.updateMany({ where: { id: userId, stripeCustomerId: null }, data: { stripeCustomerId: customerId } });
  const owner = await db.user.findUnique({ where: { stripeCustomerId: customerId }, select: { id: true } });
  return owner?.id ?? null;
}

/**
 * Before an account is deleted: its Stripe customer goes too, which ends any subscription at once, so
 * nobody is billed for an account that no longer exists.
 */
export async function deleteBillingAccount(userId: string): Promise<void> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { stripeCustomerId: true } });
  if (!user?.stripeCustomerId) return;
  const customer = user.stripeCustomerId;
  await callStripe(async (s) => {
    try {
      await s.customers.del(customer);
    } catch (error) {
      // Already gone in Stripe is the state we want.
      if ((error as { code?: string }).code !== "resource_missing") throw error;
    }
  });
}
