import { useState, type FormEvent } from "react";
import { authErrorMessage } from "./auth-messages";

/**
 * Runs an auth call from a form's submit: one call at a time, the error as text for the form.
 * Inputs stay uncontrolled and are not reset, so a wrong password does not wipe the email.
 */
export function useFormSubmit(action: (data: FormData) => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await action(new FormData(event.currentTarget));
    } catch (failure) {
      setError(authErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, onSubmit };
}

/** A text field of a submitted form, trimmed when asked; "" when absent. */
export function field(data: FormData, name: string, trim = true): string {
  const value = data.get(name);
  if (typeof value !== "string") return "";
  return trim ? value.trim() : value;
}
