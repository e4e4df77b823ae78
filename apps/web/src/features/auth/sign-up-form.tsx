import { useState } from "react";
import { MIN_PASSWORD_LENGTH, PLATFORM_MESSAGES, registerSchema } from "@soundship/shared";
import type { z } from "zod";
import { fieldsOf, Form, formRefusal, showRefusal, useSchemaForm } from "@/components/form";
import { TextInput } from "@/components/form-inputs";
import { Button } from "@/components/ui/button";
import { authClient } from "./auth-client";
import { authErrorMessage } from "./auth-messages";
import { FormAlert } from "@/components/form-alert";
import { ResendVerification } from "./resend-verification";

const SignUpField = fieldsOf<z.input<typeof registerSchema>>();

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
  const { isSubmitting } = form.formState;
  // With REQUIRE_EMAIL_VERIFICATION the account exists but opens no session until the mail's link is followed.
  const [awaitingVerification, setAwaitingVerification] = useState<string>();
  const onSubmit = async (input: z.output<typeof registerSchema>) => {
    try {
      const { access_token } = await authClient.auth.register(input);
      onSignedIn(access_token);
    } catch (error) {
      if ((error as { code?: string }).code === "EMAIL_NOT_VERIFIED") return setAwaitingVerification(input.email);
      showRefusal(form, error, authErrorMessage(error));
    }
  };
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
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Create account">
      <SignUpField name="full_name" label="Name">
        {(control) => <TextInput {...control} autoComplete="name" required maxLength={80} />}
      </SignUpField>
      <SignUpField name="email" label="Email">
        {(control) => <TextInput {...control} type="email" autoComplete="email" required />}
      </SignUpField>
      <SignUpField name="password" label="Password" hint={`At least ${MIN_PASSWORD_LENGTH} characters`}>
        {(control) => <TextInput {...control} type="password" autoComplete="new-password" required />}
      </SignUpField>
      <FormAlert tone="error">{formRefusal(form)}</FormAlert>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? "Creating account..." : "Create account"}
      </Button>
    </Form>
  );
}
