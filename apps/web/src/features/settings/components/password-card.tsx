import { useState } from "react";
import { changePasswordSchema, MIN_PASSWORD_LENGTH } from "@soundship/shared";
import type { z } from "zod";
import { FormAlert } from "@/components/form-alert";
import { fieldsOf, Form, formRefusal, showRefusal, SubmitButton, useSchemaForm } from "@/components/form";
import { TextInput } from "@/components/form-inputs";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { refusalMessage } from "@/lib/sdk/errors";
import { useChangePassword } from "../api/change-password";

/** The server's schema plus the confirmation only the form has. */
const passwordFormSchema = changePasswordSchema
  .extend({ confirm: changePasswordSchema.shape.new_password })
  .refine((value) => value.new_password === value.confirm, { path: ["confirm"], message: "The two passwords do not match" });

type PasswordForm = z.input<typeof passwordFormSchema>;
const PasswordField = fieldsOf<PasswordForm>();
const EMPTY: PasswordForm = { current_password: "", new_password: "", confirm: "" };

/** A new password, proved with the current one; every other session of the pilot ends, this one stays. */
export function PasswordCard({ email }: { email: string }) {
  const change = useChangePassword();
  const [done, setDone] = useState<string>();
  const form = useSchemaForm(passwordFormSchema, EMPTY);
  const onSubmit = async ({ current_password, new_password }: z.output<typeof passwordFormSchema>) => {
    setDone(undefined);
    try {
      setDone((await change.mutateAsync({ current_password, new_password })).message);
      form.reset(EMPTY);
    } catch (error) {
      showRefusal(form, error, refusalMessage(error, "The password could not be changed. Try again"));
    }
  };
  return (
    <Card aria-labelledby="password-title">
      <CardHeader>
        <CardTitle id="password-title">Password</CardTitle>
        <CardDescription>Changing it signs you out everywhere else.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form form={form} onSubmit={onSubmit} aria-label="Change password" className="flex flex-col gap-4">
          {/* Tells a password manager whose password this is, so it updates the right entry. */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <PasswordField name="current_password" label="Current password">
            {(control) => <TextInput {...control} type="password" autoComplete="current-password" required />}
          </PasswordField>
          <PasswordField name="new_password" label="New password" hint={`At least ${MIN_PASSWORD_LENGTH} characters`}>
            {(control) => <TextInput {...control} type="password" autoComplete="new-password" required />}
          </PasswordField>
          <PasswordField name="confirm" label="Confirm new password">
            {(control) => <TextInput {...control} type="password" autoComplete="new-password" required />}
          </PasswordField>
          {/* One message under the form: the refusal, or the answer to the last change. */}
          <FormAlert tone={formRefusal(form) ? "error" : "success"}>{formRefusal(form) ?? done}</FormAlert>
          <SubmitButton form={form} busy="Changing..." className="self-start">
            Change password
          </SubmitButton>
        </Form>
      </CardContent>
    </Card>
  );
}
