import { useState } from "react";
import { passwordResetRequestSchema } from "@soundship/shared";
import type { z } from "zod";
import { fieldsOf, Form, formRefusal, showRefusal, useSchemaForm } from "@/components/form";
import { TextInput } from "@/components/form-inputs";
import { Button } from "@/components/ui/button";
import { authClient } from "./auth-client";
import { authErrorMessage } from "./auth-messages";
import { FormAlert } from "@/components/form-alert";
import { resetEmail } from "./remembered-email";

type ResetRequest = z.input<typeof passwordResetRequestSchema>;
const ResetRequestField = fieldsOf<ResetRequest>();

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [sentTo, setSentTo] = useState<string>();
  const form = useSchemaForm(passwordResetRequestSchema, { email: "" });
  const { isSubmitting } = form.formState;
  const onSubmit = async ({ email }: z.output<typeof passwordResetRequestSchema>) => {
    try {
      // The link in the mail opens this page, which then asks for the new password.
      await authClient.auth.requestPasswordReset(email);
      resetEmail.remember(email);
      setSentTo(email);
    } catch (error) {
      showRefusal(form, error, authErrorMessage(error));
    }
  };
  // The answer is the same whether or not the address has an account, so it cannot be used to probe for one.
  const notice = sentTo ? `If an account exists for ${sentTo}, a reset link is on its way.` : undefined;
  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Reset password">
      <p className="text-sm text-ink-muted">Enter your email and we will send you a link to choose a new password.</p>
      <ResetRequestField name="email" label="Email">
        {(control) => <TextInput {...control} type="email" autoComplete="email" required />}
      </ResetRequestField>
      <FormAlert tone="error">{formRefusal(form)}</FormAlert>
      <FormAlert tone="success">{notice}</FormAlert>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? "Sending..." : "Send reset link"}
      </Button>
      <Button variant="ghost" onClick={onBack}>
        Back to sign in
      </Button>
    </Form>
  );
}
