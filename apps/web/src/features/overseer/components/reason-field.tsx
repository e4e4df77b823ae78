import { FormField } from "@/components/form";
import { TextAreaInput } from "@/components/form-inputs";
import { Field, Textarea } from "@/components/ui/input";

const HINT = "Required. Kept on the audit log with the action.";

interface ReasonFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The form's error for the reason, shown under it. */
  error?: string;
  label?: string;
}

/** The reason every Overseer action asks for; it goes on the audit record with the action. */
export function ReasonField({ value, onChange, error, label = "Reason" }: ReasonFieldProps) {
  return (
    <Field label={label} hint={HINT} error={error}>
      {(control) => <Textarea {...control} required maxLength={500} value={value} onChange={(event) => onChange(event.target.value)} />}
    </Field>
  );
}

/** The same reason as a field of a schema form, under the schema's key `name`. */
export function ReasonFormField({ name, label = "Reason" }: { name: string; label?: string }) {
  return (
    <FormField name={name} label={label} hint={HINT}>
      {(control) => <TextAreaInput {...control} value={control.value as string | undefined} required maxLength={500} />}
    </FormField>
  );
}
