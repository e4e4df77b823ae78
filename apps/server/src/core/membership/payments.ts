import { VAULT_BUNDLE_PRICE, VAULT_BUNDLE_STARDUST, tierPrice } from "@soundship/shared";
import { and, eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { payments } from "../../db/schema.ts";
import { postStardust } from "../ledger/ledger.ts";
import type { CheckoutRequest, PaymentProvider } from "./payment-provider.ts";

export type PaymentRow = typeof payments.$inferSelect;

/**
 * Records a checkout and hands it to the provider. Answers the payment when the provider took the
 * money at once (demo), or the page to send the pilot to (Stripe, whose webhook completes it).
 */
export async function startPayment(
  tx: Tx,
  provider: PaymentProvider,
  email: string,
  item: CheckoutRequest["item"],
  now: Date,
): Promise<{ paid: PaymentRow } | { checkoutUrl: string }> {
  const amount = item.kind === "membership" ? tierPrice(item.tier, item.cycle) : VAULT_BUNDLE_PRICE;
  const [payment] = await tx
    .insert(payments)
    .values({
      user_email: email,
      kind: item.kind,
      tier: item.kind === "membership" ? item.tier : null,
      billing_cycle: item.kind === "membership" ? item.cycle : null,
      provider: provider.kind,
      amount,
      created_by: email,
    })
    .returning();
  const started = await provider.startCheckout({ paymentId: payment!.id, email, item });
  if (!started.paid) {
    await tx.update(payments).set({ provider_ref: started.reference }).where(eq(payments.id, payment!.id));
    return { checkoutUrl: started.url };
  }
  const paid = await markPaid(tx, payment!.id, now);
  return { paid: paid! };
}

/** Marks a pending payment paid and answers it; null when it was paid already, so it is applied once. */
export async function markPaid(tx: Tx, paymentId: string, now: Date): Promise<PaymentRow | null> {
  const [paid] = await tx
    .update(payments)
    .set({ status: "paid", paid_at: now, updated_date: now })
    .where(and(eq(payments.id, paymentId), eq(payments.status, "pending")))
    .returning();
  return paid ?? null;
}

/** Credits the Stardust Vault bundle for a paid payment; the ledger's unique key per payment makes it once. */
export async function creditVaultBundle(tx: Tx, userId: string, paymentId: string) {
  return postStardust(tx, {
    userId,
    amount: VAULT_BUNDLE_STARDUST,
    type: "bundle_purchase",
    referenceId: paymentId,
    description: "Stardust Vault bundle",
  });
}
