import { useState } from "react";
import { CreditCard } from "lucide-react";

const TEXTS: Record<string, string> = {
  success: "Payment received. It takes effect as soon as the payment provider confirms it.",
  canceled: "Checkout canceled: nothing was charged.",
};

/** After Stripe Checkout sends the pilot back (`?checkout=success|canceled`): what happened to the payment. */
export function CheckoutReturn() {
  // Read once: the outcome belongs to the visit Checkout sent the pilot back to.
  const [outcome] = useState(() => new URLSearchParams(window.location.search).get("checkout"));
  const text = outcome ? TEXTS[outcome] : undefined;
  if (!text) return null;
  return (
    <p role="status" className="mb-4 flex items-center gap-2 rounded-lg border border-signal/40 bg-signal/10 px-4 py-2 text-sm text-signal-strong">
      <CreditCard className="size-4 shrink-0" aria-hidden />
      {text}
    </p>
  );
}
