import { z } from "zod";
import { membershipSchema } from "../entities/economy.ts";
import { BILLING_CYCLES, TIERS } from "../tiers.ts";
import { defineContract } from "./define-contract.ts";

/** Who takes the money: the built-in demo checkout, or Stripe. */
export const PAYMENT_PROVIDERS = ["demo", "stripe"] as const;
export type PaymentProviderKind = (typeof PAYMENT_PROVIDERS)[number];

/**
 * Subscribes the caller to a tier and billing cycle (SPEC.md section 4). The demo provider answers
 * the membership as it now is; Stripe answers the Checkout page to send the pilot to, and the
 * membership changes when Stripe's signed webhook reports the payment.
 */
export const subscribeContract = defineContract({
  name: "subscribe",
  input: z.object({ tier: z.enum(TIERS), billing_cycle: z.enum(BILLING_CYCLES) }),
  result: z.object({
    provider: z.enum(PAYMENT_PROVIDERS),
    membership: membershipSchema.nullable(),
    checkout_url: z.string().nullable(),
  }),
});
