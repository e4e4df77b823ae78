import { useState } from "react";
import { passwordResetRequestSchema } from "@soundship/shared";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/input";
import { authClient } from "./auth-client";
import { FormAlert } from "./form-alert";
import { resetEmail } from "./remembered-email";
import { showRefusal, useSchemaForm } from "./use-schema-form";

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [sentTo, setSentTo] = useState<string>();
  const form = useSchemaForm(passwordResetRequestSchema, { email: "" });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      // The link in the mail opens this page, which then asks for the new password.
      await authClient.auth.requestPasswordReset(email);
      resetEmail.remember(email);
      setSentTo(email);
    } catch (error) {
      showRefusal(form, error);
    }
  });
  // The answer is the same whether or not the address has an account, so it cannot be used to probe for one.
  const notice = sentTo ? `If an account exists for ${sentTo}, a reset link is on its way.` : undefined;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Reset password">
      <p className="text-sm text-ink-muted">Enter your email and we will send you a link to choose a new password.</p>
      <Field label="Email" error={errors.email?.message}>
        {(control) => <Input {...control} {...form.register("email")} type="email" autoComplete="email" required />}
      </Field>
      <FormAlert tone="error">{errors.root?.server?.message}</FormAlert>
      <FormAlert tone="success">{notice}</FormAlert>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? "Sending..." : "Send reset link"}
      </Button>
      <Button variant="ghost" onClick={onBack}>
        Back to sign in
      </Button>
    </form>
  );
}
