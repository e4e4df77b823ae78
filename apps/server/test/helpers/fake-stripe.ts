import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import type { StripeConfig } from "../../src/config.ts";

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  /** The form fields Stripe's client sent, as `key[0][sub]` → value. */
  form: Record<string, string>;
}

export const WEBHOOK_SECRET = "whsec_test_membership";

/**
 * A local stand-in for the Stripe API: it answers Checkout Session creation with a session of its
 * own numbering and subscription cancellation, and records every request, so tests assert what the server asked Stripe for.
 */
export async function startFakeStripe() {
  const requests: RecordedRequest[] = [];
  let sessions = 0;
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      requests.push({ method: request.method!, path: request.url!, authorization: request.headers.authorization, form });
      response.setHeader("content-type", "application/json");
      if (request.method === "POST" && request.url === "/v1/checkout/sessions") {
        const id = `cs_test_${++sessions}`;
        response.end(JSON.stringify({ id, object: "checkout.session", mode: form.mode, url: `https://checkout.stripe.test/pay/${id}` }));
        return;
      }
      const subscription = /^\/v1\/subscriptions\/([\w-]+)$/.exec(request.url!);
      if (request.method === "DELETE" && subscription) {
        response.end(JSON.stringify({ id: subscription[1], object: "subscription", status: "canceled" }));
        return;
      }
      response.statusCode = 404;
      response.end(JSON.stringify({ error: { type: "invalid_request_error", message: "Unrecognized request URL" } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const prices = Object.fromEntries(
    ["cadet", "explorer", "commander", "admiral"].flatMap((tier) => ["monthly", "annual"].map((cycle) => [`${tier}_${cycle}`, `price_${tier}_${cycle}`])),
  );
  const config: StripeConfig = {
    secretKey: "sk_test_membership",
    webhookSecret: WEBHOOK_SECRET,
    prices: { ...prices, stardust_vault: "price_stardust_vault" },
    api: { host: "127.0.0.1", port, protocol: "http" },
  };
  return { config, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let events = 0;

/** A Stripe event of `type` about `object`, created at `created` (seconds). */
export function stripeEvent(type: string, object: Record<string, unknown>, created: number, id = `evt_test_${++events}`) {
  return { id, object: "event", type, created, api_version: "2025-01-01", livemode: false, data: { object } };
}

/** The event's JSON and a signature header made with the `stripe` package's test helper. */
export function signed(event: unknown, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}
