import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, type BaseSyntheticEvent, type ComponentProps, type ReactElement, type ReactNode, type RefCallback } from "react";
import {
  FormProvider,
  useController,
  useForm,
  useFormContext,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormReturn,
} from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field, type FieldControlProps } from "@/components/ui/input";

/**
 * A form whose values are a shared input schema's (STYLE.md rule 14): react-hook-form holds them,
 * the schema is the resolver, field names are its keys. `validateAtOnce` shows the schema's
 * objections from the first render, for forms that list them before the pilot submits.
 */
export function useSchemaForm<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  { validateAtOnce = false }: { validateAtOnce?: boolean } = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as never,
    defaultValues,
    mode: validateAtOnce ? "all" : "onSubmit",
    // `Form` puts the focus on the first refused field itself: the library's own focusing tries again
    // on a timer, which on a slow device fires after the pilot has begun typing and, once the typed
    // value has cleared that field's error, pulls the focus onto the next refused field mid-word.
    shouldFocusError: false,
  });
  const { trigger, subscribe } = form;
  useEffect(() => {
    if (!validateAtOnce) return;
    // Every field is checked on every change: a rule across fields (end after start) moves with either.
    void trigger();
    return subscribe({ formState: { values: true }, callback: () => void trigger() });
  }, [validateAtOnce, trigger, subscribe]);
  return form;
}

interface FormProps<In extends FieldValues, Out> extends Omit<ComponentProps<"form">, "onSubmit" | "onInvalid"> {
  form: UseFormReturn<In, unknown, Out>;
  /** Runs with the schema's parsed values; not called while the schema refuses them. */
  onSubmit?: SubmitHandler<Out>;
  /** Runs instead when the schema refuses the values (a wizard's Next moves on regardless). */
  onInvalid?: SubmitErrorHandler<In>;
  children: ReactNode;
}

/**
 * Focuses the form's first box, in the order the pilot sees them, whose field the schema refused.
 * A wizard's form (`onInvalid`) moves on instead and places the focus itself.
 */
function focusFirstRefused<In extends FieldValues>(errors: FieldErrors<In>, event?: BaseSyntheticEvent): void {
  const target = event?.target;
  if (!(target instanceof HTMLFormElement)) return;
  const refused = [...target.elements].find((element) => "name" in element && typeof element.name === "string" && element.name in errors);
  if (refused instanceof HTMLElement) refused.focus();
}

/** The one form wrapper: provides the form to its fields and submits the schema's parsed values. */
export function Form<In extends FieldValues, Out>({ form, onSubmit, onInvalid = focusFirstRefused, children, ...props }: FormProps<In, Out>) {
  return (
    <FormProvider {...form}>
      <form noValidate {...props} onSubmit={onSubmit ? form.handleSubmit(onSubmit, onInvalid) : (event) => event.preventDefault()}>
        {children}
      </form>
    </FormProvider>
  );
}

/** What a field's control gets: the Field's label wiring plus the value and its setter. */
export interface FormControlProps<V> extends FieldControlProps {
  name: string;
  value: V;
  /** An emptied box may hand over undefined: the schema then names what the field needs. */
  onChange: (value: V | undefined) => void;
  onBlur: () => void;
  /** For the box that takes the focus when the schema refuses its value on submit. */
  ref: RefCallback<HTMLElement>;
}

interface FormFieldProps<In extends FieldValues, N extends Path<In>> {
  name: N;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  children: (control: FormControlProps<In[N]>) => ReactNode;
}

/** One field of the schema, by its key: labelled, with the schema's (or the server's) message under it. */
export function FormField<In extends FieldValues, N extends Path<In>>({ name, label, hint, className, children }: FormFieldProps<In, N>) {
  const { control } = useFormContext<In>();
  const { field, fieldState } = useController({ control, name });
  return (
    <Field label={label} hint={hint} error={fieldState.error?.message} className={className}>
      {(wiring) => children({ ...wiring, name, value: field.value, onChange: field.onChange, onBlur: field.onBlur, ref: field.ref })}
    </Field>
  );
}

/** A refusal's field issues (a 400's `detail`: Zod issues or the same shape). */
function refusalIssues(error: unknown): { path: PropertyKey[]; message: string }[] {
  const data = typeof error === "object" && error !== null && "data" in error ? (error as { data: unknown }).data : null;
  const detail = typeof data === "object" && data !== null && "detail" in data ? (data as { detail: unknown }).detail : null;
  return Array.isArray(detail) ? detail.filter((issue) => Array.isArray(issue?.path) && typeof issue?.message === "string") : [];
}

/** Where a refusal that names none of the form's fields is kept; `formRefusal` reads it back. */
const FORM_REFUSAL = "root.server";

/**
 * Puts a server refusal back on the fields it names, by the schema's keys (the first issue per
 * field); a refusal that names none of them becomes the form's own message, `message`.
 */
export function showRefusal<In extends FieldValues>(form: UseFormReturn<In, unknown, unknown>, error: unknown, message: string): void {
  const fields = Object.keys(form.getValues());
  const issues = refusalIssues(error).filter((issue) => fields.includes(String(issue.path[0])));
  for (const issue of issues.reverse()) form.setError(String(issue.path[0]) as Path<In>, { type: "server", message: issue.message });
  if (issues.length === 0) form.setError(FORM_REFUSAL, { type: "server", message });
}

/** The refusal `showRefusal` kept for the form as a whole, to show over its buttons. */
export function formRefusal<In extends FieldValues>(form: UseFormReturn<In, unknown, unknown>): string | undefined {
  return form.formState.errors.root?.server?.message;
}

/** `FormField` bound to one form's values, so each field's name is checked against the schema's keys. */
export function fieldsOf<In extends FieldValues>() {
  return FormField as <N extends Path<In>>(props: FormFieldProps<In, N>) => ReactElement;
}

/** A form's submit button: disabled and saying `busy` while its submit runs, so a second press sends nothing twice. */
export function SubmitButton<In extends FieldValues>({
  form,
  busy,
  children,
  ...props
}: { form: UseFormReturn<In, unknown, unknown>; busy: string; children: ReactNode } & Omit<ComponentProps<typeof Button>, "type" | "disabled" | "form" | "children">) {
  const submitting = form.formState.isSubmitting;
  return (
    <Button type="submit" disabled={submitting} {...props}>
      {submitting ? busy : children}
    </Button>
  );
}
