import { useState } from "react";
import { MailCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { sdk } from "@/lib/sdk/sdk";

/** A gentle reminder on the Command Deck until the pilot confirms the address, with "send a new link". */
export function VerifyEmailBanner({ email }: { email: string }) {
  const [state, setState] = useState<"idle" | "sending" | "sent" | "failed">("idle");
  const resend = async () => {
    setState("sending");
    try {
      await sdk.auth.requestVerification(email);
      setState("sent");
    } catch {
      setState("failed");
    }
  };
  return (
    <section aria-label="Verify your email" className="mb-6 flex flex-col gap-3 rounded-xl border border-signal/40 bg-signal/5 px-4 py-3 sm:flex-row sm:items-center">
      <MailCheck className="size-5 shrink-0 text-signal-strong" aria-hidden />
      <p className="flex-1 text-sm text-ink">
        Confirm your address: we sent a link to <span className="font-semibold">{email}</span>. It keeps your account yours if you ever forget the password.
      </p>
      <div role="status" className="text-sm text-ink-muted">
        {state === "sent" ? "A new link is on its way." : state === "failed" ? "Could not send it now. Try again in a minute." : null}
      </div>
      {state !== "sent" ? (
        <Button size="sm" variant="outline" onClick={resend} disabled={state === "sending"}>
          {state === "sending" ? "Sending..." : "Send a new link"}
        </Button>
      ) : null}
    </section>
  );
}
