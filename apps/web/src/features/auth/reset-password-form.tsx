import { MIN_PASSWORD_LENGTH, passwordResetSchema } from "@soundship/shared";
import type { z } from "zod";
import { fieldsOf, Form, formRefusal, showRefusal, useSchemaForm } from "@/components/form";
import { TextInput } from "@/components/form-inputs";
import { Button } from "@/components/ui/button";
import { authClient } from "./auth-client";
import { authErrorMessage } from "./auth-messages";
import { FormAlert } from "@/components/form-alert";

interface ResetPasswordFormProps {
  token: string;
  onDone: () => void;
  onCancel: () => void;
}

/** The server's reset schema plus the confirmation only the form has. */
const resetFormSchema = passwordResetSchema
  .extend({ confirm: passwordResetSchema.shape.password })
  .refine((value) => value.password === value.confirm, { path: ["confirm"], message: "The two passwords do not match" });

type ResetForm = z.input<typeof resetFormSchema>;
const ResetField = fieldsOf<ResetForm>();

/** Opened from the link in the reset mail (`/login?reset_token=…`). */
export function ResetPasswordForm({ token, onDone, onCancel }: ResetPasswordFormProps) {
  const form = useSchemaForm(resetFormSchema, { token, password: "", confirm: "" });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = async ({ password }: z.output<typeof resetFormSchema>) => {
    try {
      await authClient.auth.resetPassword(token, password);
      onDone();
    } catch (error) {
      showRefusal(form, error, authErrorMessage(error));
    }
  };
  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Choose a new password">
      <ResetField name="password" label="New password" hint={`At least ${MIN_PASSWORD_LENGTH} characters`}>
        {(control) => <TextInput {...control} type="password" autoComplete="new-password" required />}
      </ResetField>
      <ResetField name="confirm" label="Confirm new password">
        {(control) => <TextInput {...control} type="password" autoComplete="new-password" required />}
      </ResetField>
      {/* The token is no field: a refusal of it (an old link) is the form's own message. */}
      <FormAlert tone="error">{formRefusal(form) ?? errors.token?.message}</FormAlert>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? "Saving..." : "Set new password"}
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        Back to sign in
      </Button>
    </Form>
  );
}
