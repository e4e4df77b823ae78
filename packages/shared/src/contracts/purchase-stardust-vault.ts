import { z } from "zod";
import { defineContract } from "./define-contract.ts";
import { PAYMENT_PROVIDERS } from "./subscribe.ts";

/**
 * Buys the Stardust Vault bundle (+500 Stardust) with money (DESIGN.md section 7). The demo provider
 * credits at once and answers the new balance; Stripe answers its Checkout page and the bundle is
 * credited once its signed webhook reports the payment.
 */
export const purchaseStardustVaultContract = defineContract({
  name: "purchaseStardustVault",
  input: z.object({}),
  result: z.object({
    provider: z.enum(PAYMENT_PROVIDERS),
    stardust: z.number().nullable(),
    checkout_url: z.string().nullable(),
  }),
});
