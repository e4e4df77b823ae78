import { MIN_PASSWORD_LENGTH, PLATFORM_MESSAGES } from "@soundship/shared";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/input";
import { authClient } from "./auth-client";
import { FormAlert } from "./form-alert";
import { field, useFormSubmit } from "./use-form-submit";

interface ResetPasswordFormProps {
  token: string;
  onDone: () => void;
  onCancel: () => void;
}

/** Opened from the link in the reset mail (`/login?reset_token=…`). */
export function ResetPasswordForm({ token, onDone, onCancel }: ResetPasswordFormProps) {
  const { busy, error, onSubmit } = useFormSubmit(async (data) => {
    const password = field(data, "password", false);
    if (password.length < MIN_PASSWORD_LENGTH) throw new Error(PLATFORM_MESSAGES.weakPassword);
    if (password !== field(data, "confirm", false)) throw new Error("The two passwords do not match");
    await authClient.auth.resetPassword(token, password);
    onDone();
  });
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Choose a new password">
      <Field label="New password" hint={`At least ${MIN_PASSWORD_LENGTH} characters`}>
        {(control) => <Input {...control} name="password" type="password" autoComplete="new-password" required />}
      </Field>
      <Field label="Confirm new password">
        {(control) => <Input {...control} name="confirm" type="password" autoComplete="new-password" required />}
      </Field>
      <FormAlert tone="error">{error}</FormAlert>
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? "Saving..." : "Set new password"}
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        Back to sign in
      </Button>
    </form>
  );
}
