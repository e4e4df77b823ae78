import { subscribeContract } from "@soundship/shared";
import { defineFunction } from "../functions/registry.ts";
import { applyMembershipPayment } from "./apply-membership-payment.ts";
import { toMembershipJson } from "./membership-json.ts";
import { startPayment } from "./payments.ts";
import { paymentProvider } from "./stripe-provider.ts";

/**
 * `subscribe {tier, billing_cycle}`: the demo provider is paid at once and the membership changes
 * in this transaction; with Stripe the pilot is sent to Checkout and nothing changes until Stripe's
 * signed webhook reports the payment.
 */
export const subscribe = defineFunction({
  contract: subscribeContract,
  async handler({ tx, pilot, clock, config }, { tier, billing_cycle }) {
    const now = clock.now();
    const provider = paymentProvider(config);
    const started = await startPayment(tx, provider, pilot.email, { kind: "membership", tier, cycle: billing_cycle }, now);
    if ("checkoutUrl" in started) return { provider: provider.kind, membership: null, checkout_url: started.checkoutUrl };
    const membership = await applyMembershipPayment(tx, { email: pilot.email, tier, cycle: billing_cycle, now });
    return { provider: provider.kind, membership: toMembershipJson(membership), checkout_url: null };
  },
});
