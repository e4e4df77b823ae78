import { MIN_PASSWORD_LENGTH, PLATFORM_MESSAGES } from "@soundship/shared";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/input";
import { authClient } from "./auth-client";
import { FormAlert } from "./form-alert";
import { field, useFormSubmit } from "./use-form-submit";

/** The browser's zone, so the pilot's days and weeks (quests, daily card) follow their own clock. */
function browserTimezone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

export function SignUpForm({ onSignedIn }: { onSignedIn: (token: string) => void }) {
  const { busy, error, onSubmit } = useFormSubmit(async (data) => {
    const password = field(data, "password", false);
    // Checked here too, so a short password is answered at once; the server checks again.
    if (password.length < MIN_PASSWORD_LENGTH) throw new Error(PLATFORM_MESSAGES.weakPassword);
    const { access_token } = await authClient.auth.register({
      email: field(data, "email"),
      password,
      full_name: field(data, "full_name"),
      timezone: browserTimezone(),
    });
    onSignedIn(access_token);
  });
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Create account">
      <Field label="Name">
        {(control) => <Input {...control} name="full_name" autoComplete="name" required maxLength={80} />}
      </Field>
      <Field label="Email">
        {(control) => <Input {...control} name="email" type="email" autoComplete="email" required />}
      </Field>
      <Field label="Password" hint={`At least ${MIN_PASSWORD_LENGTH} characters`}>
        {(control) => <Input {...control} name="password" type="password" autoComplete="new-password" required />}
      </Field>
      <FormAlert tone="error">{error}</FormAlert>
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? "Creating account..." : "Create account"}
      </Button>
    </form>
  );
}
