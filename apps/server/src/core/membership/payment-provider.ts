import type { BillingCycle, PaymentProviderKind, Tier } from "@soundship/shared";

/** One purchase handed to the provider: a membership period or the Stardust Vault bundle. */
export interface CheckoutRequest {
  /** Our payments row; the provider reports it back with the payment. */
  paymentId: string;
  email: string;
  item: { kind: "membership"; tier: Tier; cycle: BillingCycle } | { kind: "bundle" };
}

/** What the provider answers: paid already (demo), or a page to send the pilot to (Stripe). */
export type CheckoutStart = { paid: true } | { paid: false; url: string; reference: string };

/** Who takes the money. The membership or bundle changes only once the provider says it is paid. */
export interface PaymentProvider {
  kind: PaymentProviderKind;
  startCheckout(request: CheckoutRequest): Promise<CheckoutStart>;
}

/** The embedded default: no money moves, every checkout is paid at once (the page says it is a demo). */
export const demoProvider: PaymentProvider = {
  kind: "demo",
  startCheckout: async () => ({ paid: true }),
};
