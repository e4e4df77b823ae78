import { MIN_PASSWORD_LENGTH, passwordResetSchema } from "@soundship/shared";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/input";
import { authClient } from "./auth-client";
import { FormAlert } from "./form-alert";
import { showRefusal, useSchemaForm } from "./use-schema-form";

interface ResetPasswordFormProps {
  token: string;
  onDone: () => void;
  onCancel: () => void;
}

/** The server's reset schema plus the confirmation only the form has. */
const resetFormSchema = passwordResetSchema
  .extend({ confirm: passwordResetSchema.shape.password })
  .refine((value) => value.password === value.confirm, { path: ["confirm"], message: "The two passwords do not match" });

/** Opened from the link in the reset mail (`/login?reset_token=…`). */
export function ResetPasswordForm({ token, onDone, onCancel }: ResetPasswordFormProps) {
  const form = useSchemaForm(resetFormSchema, { token, password: "", confirm: "" });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await authClient.auth.resetPassword(token, password);
      onDone();
    } catch (error) {
      showRefusal(form, error);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Choose a new password">
      <Field label="New password" hint={`At least ${MIN_PASSWORD_LENGTH} characters`} error={errors.password?.message}>
        {(control) => <Input {...control} {...form.register("password")} type="password" autoComplete="new-password" required />}
      </Field>
      <Field label="Confirm new password" error={errors.confirm?.message}>
        {(control) => <Input {...control} {...form.register("confirm")} type="password" autoComplete="new-password" required />}
      </Field>
      <FormAlert tone="error">{errors.root?.server?.message ?? errors.token?.message}</FormAlert>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? "Saving..." : "Set new password"}
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        Back to sign in
      </Button>
    </form>
  );
}
