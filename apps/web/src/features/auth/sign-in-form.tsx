import { useState } from "react";
import { loginSchema } from "@soundship/shared";
import type { z } from "zod";
import { fieldsOf, Form, formRefusal, showRefusal, useSchemaForm } from "@/components/form";
import { TextInput } from "@/components/form-inputs";
import { Button } from "@/components/ui/button";
import { authClient } from "./auth-client";
import { authErrorMessage } from "./auth-messages";
import { FormAlert } from "@/components/form-alert";
import { resetEmail } from "./remembered-email";
import { ResendVerification } from "./resend-verification";

const SignInField = fieldsOf<z.input<typeof loginSchema>>();

interface SignInFormProps {
  onSignedIn: (token: string) => void;
  onForgotPassword: () => void;
  /** A confirmation to show above the form (e.g. after a password reset); it goes with the next attempt. */
  notice?: string;
  onAttempt?: () => void;
  /** The address to start with (the one a reset was asked for). */
  defaultEmail?: string;
}

export function SignInForm({ onSignedIn, onForgotPassword, notice, onAttempt, defaultEmail }: SignInFormProps) {
  const form = useSchemaForm(loginSchema, { email: defaultEmail ?? "", password: "" });
  const { isSubmitting } = form.formState;
  // REQUIRE_EMAIL_VERIFICATION refused this address: offer to send the link again.
  const [unverified, setUnverified] = useState<string>();
  const onSubmit = async ({ email, password }: z.output<typeof loginSchema>) => {
    onAttempt?.();
    setUnverified(undefined);
    try {
      const { access_token } = await authClient.auth.login(email, password);
      resetEmail.forget();
      onSignedIn(access_token);
    } catch (error) {
      if ((error as { code?: string }).code === "EMAIL_NOT_VERIFIED") setUnverified(email);
      showRefusal(form, error, authErrorMessage(error));
    }
  };
  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Sign in">
      <FormAlert tone="success">{notice}</FormAlert>
      <SignInField name="email" label="Email">
        {(control) => <TextInput {...control} type="email" autoComplete="email" required />}
      </SignInField>
      <SignInField name="password" label="Password">
        {(control) => <TextInput {...control} type="password" autoComplete="current-password" required />}
      </SignInField>
      <FormAlert tone="error">{formRefusal(form)}</FormAlert>
      {unverified ? <ResendVerification email={unverified} /> : null}
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? "Signing in..." : "Sign in"}
      </Button>
      <button
        type="button"
        onClick={onForgotPassword}
        className="self-center rounded text-sm text-signal-strong underline-offset-4 hover:underline"
      >
        Forgot password?
      </button>
    </Form>
  );
}
