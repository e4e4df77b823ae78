import { useState } from "react";
import { loginSchema } from "@soundship/shared";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/input";
import { authClient } from "./auth-client";
import { FormAlert } from "./form-alert";
import { resetEmail } from "./remembered-email";
import { ResendVerification } from "./resend-verification";
import { showRefusal, useSchemaForm } from "./use-schema-form";

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
  const { errors, isSubmitting } = form.formState;
  // REQUIRE_EMAIL_VERIFICATION refused this address: offer to send the link again.
  const [unverified, setUnverified] = useState<string>();
  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    onAttempt?.();
    setUnverified(undefined);
    try {
      const { access_token } = await authClient.auth.login(email, password);
      resetEmail.forget();
      onSignedIn(access_token);
    } catch (error) {
      if ((error as { code?: string }).code === "EMAIL_NOT_VERIFIED") setUnverified(email);
      showRefusal(form, error);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Sign in">
      <FormAlert tone="success">{notice}</FormAlert>
      <Field label="Email" error={errors.email?.message}>
        {(control) => <Input {...control} {...form.register("email")} type="email" autoComplete="email" required />}
      </Field>
      <Field label="Password" error={errors.password?.message}>
        {(control) => <Input {...control} {...form.register("password")} type="password" autoComplete="current-password" required />}
      </Field>
      <FormAlert tone="error">{errors.root?.server?.message}</FormAlert>
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
    </form>
  );
}
