import type Stripe from "stripe";
import type { Config, StripeConfig } from "../../config.ts";
import { demoProvider, type CheckoutRequest, type PaymentProvider } from "./payment-provider.ts";

// The stripe package is hundreds of modules; the embedded default never loads it, so startup stays fast.
const loadStripe = async () => (await import("stripe")).default;

/** A Stripe client for the configured key; its host and port are configurable so tests reach a local stand-in. */
export async function stripeClient(stripe: StripeConfig): Promise<Stripe> {
  const StripeClient = await loadStripe();
  return new StripeClient(stripe.secretKey, { ...(stripe.api ?? {}), maxNetworkRetries: 1, timeout: 10_000 });
}

/** Parses a webhook's raw body after checking Stripe's signature over it; throws when the signature is wrong. */
export async function verifyStripeEvent(body: Buffer, signature: string, secret: string): Promise<Stripe.Event> {
  return (await loadStripe()).webhooks.constructEvent(body, signature, secret);
}

/**
 * Stripe Checkout: a subscription for a membership (Stripe bills the renewals), a one-off payment for
 * the bundle. The session names our payment in `client_reference_id`, which the webhook reads back.
 */
export function stripeProvider(config: Config, stripe: StripeConfig): PaymentProvider {
  let client: Promise<Stripe> | undefined;
  return {
    kind: "stripe",
    async startCheckout(request: CheckoutRequest) {
      client ??= stripeClient(stripe);
      const { item } = request;
      const price = item.kind === "membership" ? stripe.prices[`${item.tier}_${item.cycle}`] : stripe.prices.stardust_vault;
      const returnTo = item.kind === "membership" ? "MembershipHQ" : "StardustShop";
      const session = await (await client).checkout.sessions.create({
        mode: item.kind === "membership" ? "subscription" : "payment",
        line_items: [{ price, quantity: 1 }],
        client_reference_id: request.paymentId,
        customer_email: request.email,
        metadata: { payment_id: request.paymentId },
        success_url: `${config.publicUrl}/${returnTo}?checkout=success`,
        cancel_url: `${config.publicUrl}/${returnTo}?checkout=canceled`,
      });
      if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a URL`);
      return { paid: false, url: session.url, reference: session.id };
    },
  };
}

const providers = new WeakMap<Config, PaymentProvider>();

/** The provider the configuration chooses: Stripe with STRIPE_SECRET_KEY, else the demo. Built once per configuration. */
export function paymentProvider(config: Config): PaymentProvider {
  let provider = providers.get(config);
  if (!provider) providers.set(config, (provider = config.stripe ? stripeProvider(config, config.stripe) : demoProvider));
  return provider;
}
