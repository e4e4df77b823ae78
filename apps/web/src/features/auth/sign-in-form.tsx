import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/input";
import { authClient } from "./auth-client";
import { FormAlert } from "./form-alert";
import { resetEmail } from "./remembered-email";
import { field, useFormSubmit } from "./use-form-submit";

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
  const { busy, error, onSubmit } = useFormSubmit(async (data) => {
    onAttempt?.();
    const { access_token } = await authClient.auth.login(field(data, "email"), field(data, "password", false));
    resetEmail.forget();
    onSignedIn(access_token);
  });
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Sign in">
      <FormAlert tone="success">{notice}</FormAlert>
      <Field label="Email">
        {(control) => <Input {...control} name="email" type="email" autoComplete="email" required defaultValue={defaultEmail} />}
      </Field>
      <Field label="Password">
        {(control) => <Input {...control} name="password" type="password" autoComplete="current-password" required />}
      </Field>
      <FormAlert tone="error">{error}</FormAlert>
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? "Signing in..." : "Sign in"}
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
