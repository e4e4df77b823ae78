import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { authErrorMessage } from "./auth-messages";

/** The form's own slot for a refusal that names no field. */
export const FORM_ERROR = "root.server" as const;

/**
 * A form driven by a shared input schema: the schema checks it in the browser (the same schema the
 * server checks with), and field names are the schema's keys, so a server refusal lands on its field.
 */
export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, defaultValues?: Partial<z.input<S>>) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues as never,
    // Checked on submit, then on each change of a field that failed, so typing is never interrupted.
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
}

/** The issues a 400 lists in its body's `detail` (each with the path of its field). */
function refusalIssues(error: unknown): Array<{ path?: unknown[]; message?: string }> {
  const data = typeof error === "object" && error !== null && "data" in error ? (error as { data: unknown }).data : undefined;
  const detail = typeof data === "object" && data !== null && "detail" in data ? (data as { detail: unknown }).detail : undefined;
  return Array.isArray(detail) ? detail : [];
}

/** Puts a server refusal on the form: on each field its detail names, else as the form's one message. */
export function showRefusal<T extends FieldValues>(form: UseFormReturn<T, unknown, FieldValues>, error: unknown): void {
  const fields = Object.keys(form.getValues());
  let placed = false;
  for (const issue of refusalIssues(error)) {
    const key = issue.path?.[0];
    if (typeof key === "string" && fields.includes(key) && issue.message) {
      form.setError(key as Path<T>, { message: issue.message });
      placed = true;
    }
  }
  if (!placed) form.setError(FORM_ERROR, { message: authErrorMessage(error) });
}
