import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/input";
import { authClient } from "./auth-client";
import { FormAlert } from "./form-alert";
import { resetEmail } from "./remembered-email";
import { field, useFormSubmit } from "./use-form-submit";

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [sentTo, setSentTo] = useState<string>();
  const { busy, error, onSubmit } = useFormSubmit(async (data) => {
    const email = field(data, "email");
    // The link in the mail opens this page, which then asks for the new password.
    await authClient.auth.requestPasswordReset(email);
    resetEmail.remember(email);
    setSentTo(email);
  });
  // The answer is the same whether or not the address has an account, so it cannot be used to probe for one.
  const notice = sentTo ? `If an account exists for ${sentTo}, a reset link is on its way.` : undefined;
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Reset password">
      <p className="text-sm text-ink-muted">Enter your email and we will send you a link to choose a new password.</p>
      <Field label="Email">
        {(control) => <Input {...control} name="email" type="email" autoComplete="email" required />}
      </Field>
      <FormAlert tone="error">{error}</FormAlert>
      <FormAlert tone="success">{notice}</FormAlert>
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? "Sending..." : "Send reset link"}
      </Button>
      <Button variant="ghost" onClick={onBack}>
        Back to sign in
      </Button>
    </form>
  );
}
