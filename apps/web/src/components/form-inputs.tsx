import { useState, type ComponentProps } from "react";
import { Input, Textarea } from "@/components/ui/input";
import { NativeSelect, Select, type SelectOption } from "@/components/ui/select";
import type { FormControlProps } from "./form";

// The boxes a `FormField` renders, each holding the value the schema takes (a number, an instant, one
// of an enum's values) while the pilot types text into it.

type Wiring<V> = Omit<FormControlProps<V>, "value" | "onChange">;
type BoxProps = Omit<ComponentProps<"input">, "value" | "onChange" | "onBlur" | "name" | "id">;

/** A text field's box. */
export function TextInput({ value, onChange, ...props }: FormControlProps<string | undefined> & BoxProps) {
  return <Input {...props} value={value ?? ""} onChange={(event) => onChange(event.target.value)} />;
}

/** A longer text's box. */
export function TextAreaInput({ value, onChange, ...props }: FormControlProps<string | undefined> & Omit<ComponentProps<"textarea">, "value" | "onChange" | "onBlur" | "name" | "id">) {
  return <Textarea {...props} value={value ?? ""} onChange={(event) => onChange(event.target.value)} />;
}

/** The number a box's text reads as: empty is none (the schema's default, or its "required"), else what Number() makes of it. */
const numberOf = (text: string) => (text.trim() === "" ? undefined : Number(text));

/**
 * A number typed as text. The form holds the number; the box keeps what was typed, so "1." on the way
 * to 1.5 stays on screen, and a number set from outside (a reset) replaces it.
 */
export function NumberInput({ value, onChange, ...props }: Wiring<number> & BoxProps & { value: number | null | undefined; onChange: (value: number | undefined) => void }) {
  const [text, setText] = useState(value == null ? "" : String(value));
  const typed = numberOf(text);
  const shown = Object.is(typed, value ?? undefined) ? text : value == null ? "" : String(value);
  return (
    <Input
      inputMode="decimal"
      {...props}
      value={shown}
      onChange={(event) => {
        setText(event.target.value);
        onChange(numberOf(event.target.value));
      }}
    />
  );
}

/** An instant as a datetime-local box shows it, in the admin's own timezone, to the minute; anything else as it is. */
export function localDateTime(iso: string): string {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value as an ISO instant; empty or unreadable stays as typed, so the schema names it. */
export function isoDateTime(local: string): string {
  const date = new Date(local);
  return !local || Number.isNaN(date.getTime()) ? local : date.toISOString();
}

/** A date and time picked in local time, held as the ISO instant the schema takes. */
export function DateTimeInput({ value, onChange, ...props }: FormControlProps<string | undefined> & BoxProps) {
  return (
    <Input
      className="[color-scheme:dark]"
      {...props}
      type="datetime-local"
      value={localDateTime(value ?? "")}
      onChange={(event) => onChange(isoDateTime(event.target.value))}
    />
  );
}

/** Options whose values are an enum's, labelled by `label` (the value itself by default). */
export function optionsOf<T extends string>(values: readonly T[], label: (value: T) => string = (value) => value): { value: T; label: string }[] {
  return values.map((value) => ({ value, label: label(value) }));
}

/** One of an enum's values, picked from a list (Radix select: typeahead and arrow keys). */
export function ChoiceInput<T extends string>({
  value,
  onChange,
  options,
  name: _name,
  onBlur: _onBlur,
  ref: _ref,
  ...wiring
}: Wiring<T> & { value: T | undefined; onChange: (value: T) => void; options: readonly (SelectOption & { value: T })[] }) {
  // Radix hands back the string of an option given here, so it is one of T.
  return <Select {...wiring} value={value} onValueChange={(picked) => onChange(picked as T)} options={options} />;
}

/** One of a long list of values (every timezone), in the browser's own select. */
export function ListInput({ value, onChange, ...props }: FormControlProps<string | undefined> & { options: readonly SelectOption[] }) {
  return <NativeSelect {...props} value={value ?? ""} onChange={(event) => onChange(event.target.value)} />;
}
