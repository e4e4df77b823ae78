import { Field, Textarea } from "@/components/ui/input";

interface ReasonFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The server's or the form's error for the reason, shown under it. */
  error?: string;
  label?: string;
}

/** The reason every Overseer action asks for; it goes on the audit record with the action. */
export function ReasonField({ value, onChange, error, label = "Reason" }: ReasonFieldProps) {
  return (
    <Field label={label} hint="Required. Kept on the audit log with the action." error={error}>
      {(control) => <Textarea {...control} required maxLength={500} value={value} onChange={(event) => onChange(event.target.value)} />}
    </Field>
  );
}
