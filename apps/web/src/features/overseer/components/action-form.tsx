import { useState, type FormEvent, type ReactNode } from "react";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { ReasonField } from "./reason-field";

interface ActionFormProps {
  /** The form's accessible name ("Cancel Nebula Clash"). */
  label: string;
  submitLabel: string;
  variant?: ButtonVariant;
  /** Fields before the reason (an amount, say). */
  children?: ReactNode;
  /** Runs the action with the reason typed; resolves when it settled. */
  onSubmit: (reason: string) => Promise<unknown>;
}

/** An Overseer action with its required reason; the button stays disabled while the action runs. */
export function ActionForm({ label, submitLabel, variant = "primary", children, onSubmit }: ActionFormProps) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!reason.trim()) return setError("A reason is required");
    setError(undefined);
    setPending(true);
    try {
      await onSubmit(reason.trim());
      setReason("");
    } catch {
      // The action's own toast tells what went wrong.
    } finally {
      setPending(false);
    }
  };
  return (
    <form aria-label={label} onSubmit={(event) => void submit(event)} className="flex flex-col gap-3" noValidate>
      {children}
      <ReasonField value={reason} onChange={setReason} error={error} />
      <Button type="submit" variant={variant} disabled={pending} aria-busy={pending || undefined} className="self-start">
        {submitLabel}
      </Button>
    </form>
  );
}
