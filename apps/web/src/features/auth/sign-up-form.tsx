import { useState } from "react";
import { MIN_PASSWORD_LENGTH, PLATFORM_MESSAGES, registerSchema } from "@soundship/shared";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/input";
import { authClient } from "./auth-client";
import { FormAlert } from "./form-alert";
import { ResendVerification } from "./resend-verification";
import { showRefusal, useSchemaForm } from "./use-schema-form";

/** The browser's zone, so the pilot's days and weeks (quests, daily card) follow their own clock. */
function browserTimezone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

export function SignUpForm({ onSignedIn }: { onSignedIn: (token: string) => void }) {
  const form = useSchemaForm(registerSchema, { full_name: "", email: "", password: "", timezone: browserTimezone() });
  const { errors, isSubmitting } = form.formState;
  // With REQUIRE_EMAIL_VERIFICATION the account exists but opens no session until the mail's link is followed.
  const [awaitingVerification, setAwaitingVerification] = useState<string>();
  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const { access_token } = await authClient.auth.register(input);
      onSignedIn(access_token);
    } catch (error) {
      if ((error as { code?: string }).code === "EMAIL_NOT_VERIFIED") return setAwaitingVerification(input.email);
      showRefusal(form, error);
    }
  });
  if (awaitingVerification) {
    return (
      <div className="flex flex-col gap-4">
        <FormAlert tone="success">{`Account created. We sent a link to ${awaitingVerification}: open it, then sign in.`}</FormAlert>
        <p className="text-sm text-ink-muted">{PLATFORM_MESSAGES.emailNotVerified}</p>
        <ResendVerification email={awaitingVerification} />
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Create account">
      <Field label="Name" error={errors.full_name?.message}>
        {(control) => <Input {...control} {...form.register("full_name")} autoComplete="name" required maxLength={80} />}
      </Field>
      <Field label="Email" error={errors.email?.message}>
        {(control) => <Input {...control} {...form.register("email")} type="email" autoComplete="email" required />}
      </Field>
      <Field label="Password" hint={`At least ${MIN_PASSWORD_LENGTH} characters`} error={errors.password?.message}>
        {(control) => <Input {...control} {...form.register("password")} type="password" autoComplete="new-password" required />}
      </Field>
      <FormAlert tone="error">{errors.root?.server?.message}</FormAlert>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? "Creating account..." : "Create account"}
      </Button>
    </form>
  );
}
