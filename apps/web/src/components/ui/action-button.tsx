import type { ReactNode } from "react";
import { useAction } from "@/lib/hooks/use-action";
import { Button, type ButtonProps } from "./button";

interface ActionButtonProps extends Omit<ButtonProps, "onClick" | "asChild" | "type"> {
  /** What the button does; it stays disabled until the returned promise settles. */
  action: () => Promise<unknown>;
  /** The label while the action runs ('Purchasing...'); the normal children otherwise. */
  pendingLabel?: ReactNode;
}

/**
 * A button for anything that changes something on the server: disabled (and aria-busy) from the first
 * click until the action settles, so a double click sends one request. See useAction.
 */
export function ActionButton({ action, pendingLabel, disabled, children, ...props }: ActionButtonProps) {
  const { run, pending } = useAction(action);
  return (
    <Button {...props} disabled={disabled || pending} aria-busy={pending || undefined} onClick={() => void run()}>
      {pending && pendingLabel !== undefined ? pendingLabel : children}
    </Button>
  );
}
