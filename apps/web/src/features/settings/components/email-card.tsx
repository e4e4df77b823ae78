import { useState } from "react";
import { changeEmailSchema, type User } from "@soundship/shared";
import type { z } from "zod";
import { FormAlert } from "@/components/form-alert";
import { fieldsOf, Form, formRefusal, showRefusal, SubmitButton, useSchemaForm } from "@/components/form";
import { TextInput } from "@/components/form-inputs";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { refusalMessage } from "@/lib/sdk/errors";
import { useChangeEmail } from "../api/change-email";
import { ResendVerification } from "./resend-verification";

type EmailForm = z.input<typeof changeEmailSchema>;
const EmailField = fieldsOf<EmailForm>();

/** The address the account uses, whether it is confirmed, and a move to a new one (confirmed from a mail sent there). */
export function EmailCard({ user }: { user: User }) {
  const change = useChangeEmail();
  const [sent, setSent] = useState<string>();
  const form = useSchemaForm(changeEmailSchema, { email: "" });
  const onSubmit = async ({ email }: z.output<typeof changeEmailSchema>) => {
    setSent(undefined);
    try {
      setSent((await change.mutateAsync(email)).message);
      form.reset({ email: "" });
    } catch (error) {
      showRefusal(form, error, refusalMessage(error, "The confirmation link could not be sent. Try again"));
    }
  };
  return (
    <Card aria-labelledby="email-title">
      <CardHeader>
        <CardTitle id="email-title">E-mail address</CardTitle>
        <CardDescription>Where sign-in links, password resets and the mails you chose reach you.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <div className="flex flex-col gap-2">
          <p className="text-sm text-ink-muted">Current address</p>
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-semibold break-all text-ink">{user.email}</span>
            <Badge tone={user.email_verified ? "go" : "warn"}>{user.email_verified ? "Verified" : "Not verified"}</Badge>
          </p>
          {user.email_verified ? null : <ResendVerification email={user.email} />}
        </div>
        <Form form={form} onSubmit={onSubmit} aria-label="Change e-mail address" className="flex flex-col gap-4">
          <EmailField name="email" label="New e-mail address" hint="We mail a confirmation link there; your account keeps its current address until you follow it.">
            {(control) => <TextInput {...control} type="email" autoComplete="email" inputMode="email" required />}
          </EmailField>
          {/* One message under the form: the refusal, or the answer to the last request. */}
          <FormAlert tone={formRefusal(form) ? "error" : "success"}>{formRefusal(form) ?? sent}</FormAlert>
          <SubmitButton form={form} busy="Sending..." className="self-start">
            Send confirmation link
          </SubmitButton>
        </Form>
      </CardContent>
    </Card>
  );
}
