import type { FastifyInstance } from "fastify";
import type Stripe from "stripe";
import { AppError, notFound } from "../core/errors.ts";
import { stripeClient, verifyStripeEvent } from "../core/membership/stripe-provider.ts";
import { applyStripeEvent } from "../core/membership/stripe-webhook.ts";
import type { Services } from "../services.ts";

/**
 * Stripe's webhook. Stripe signs the exact bytes it sends, so this route reads the body raw and
 * verifies it with the `stripe` package before anything is applied. Without Stripe configured it
 * does not exist.
 */
export async function stripeWebhookRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const stripe = services.config.stripe;
  let client: Promise<Stripe> | undefined;
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));
    scope.post("/payments/stripe/webhook", async (request, reply) => {
      if (!stripe) throw notFound();
      const signature = request.headers["stripe-signature"];
      if (typeof signature !== "string" || !Buffer.isBuffer(request.body)) throw new AppError("VALIDATION_FAILED", "Missing Stripe signature");
      let event: Stripe.Event;
      try {
        event = await verifyStripeEvent(request.body, signature, stripe.webhookSecret);
      } catch {
        throw new AppError("VALIDATION_FAILED", "Invalid Stripe signature");
      }
      const { outcome, replacedSubscription } = await applyStripeEvent(services.db, event, services.clock.now());
      // The pilot checked out a new subscription for a new tier or cycle: stop billing the old one.
      // Its deletion event then names a subscription no membership holds, and changes nothing.
      if (replacedSubscription) {
        client ??= stripeClient(stripe);
        await (await client).subscriptions
          .cancel(replacedSubscription)
          .catch((error: unknown) => request.log.warn({ err: error }, "canceling a replaced subscription failed"));
      }
      return reply.send({ received: true, outcome });
    });
  });
}
