import type { FormEvent, ReactNode } from "react";
import { Button } from "@/components/ui/button";

interface FilterBarProps {
  /** The filter fields (Field + Input/Select). */
  children: ReactNode;
  onApply: () => void;
  onClear?: () => void;
  /** The form's accessible name. */
  label: string;
}

/** A row of filters over an Overseer list; Enter or Apply runs them. */
export function FilterBar({ children, onApply, onClear, label }: FilterBarProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  return (
    <form role="search" aria-label={label} onSubmit={submit} className="mb-4 flex flex-wrap items-end gap-3 rounded-xl border border-line bg-hull/60 p-3">
      {children}
      <div className="flex gap-2">
        <Button type="submit" size="md">
          Apply
        </Button>
        {onClear ? (
          <Button variant="ghost" onClick={onClear}>
            Clear
          </Button>
        ) : null}
      </div>
    </form>
  );
}
