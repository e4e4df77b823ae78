import { purchaseStardustVaultContract } from "@soundship/shared";
import { defineFunction } from "../functions/registry.ts";
import { creditVaultBundle, startPayment } from "../membership/payments.ts";
import { paymentProvider } from "../membership/stripe-provider.ts";

/** The Stardust Vault bundle, bought with money: credited here by the demo provider, by the webhook with Stripe. */
export const purchaseStardustVault = defineFunction({
  contract: purchaseStardustVaultContract,
  async handler({ tx, pilot, clock, config }) {
    const provider = paymentProvider(config);
    const started = await startPayment(tx, provider, pilot.email, { kind: "bundle" }, clock.now());
    if ("checkoutUrl" in started) return { provider: provider.kind, stardust: null, checkout_url: started.checkoutUrl };
    const credit = await creditVaultBundle(tx, pilot.id, started.paid.id);
    return { provider: provider.kind, stardust: credit.balance, checkout_url: null };
  },
});
