import { useEffect, useRef, useState } from "react";
import { Trash2 } from "lucide-react";
import { ActionButton } from "@/components/ui/action-button";
import { Button } from "@/components/ui/button";

interface DeleteControlProps {
  title: string;
  /** Deletes the track; the control stays disabled until it settles. */
  onDelete: () => Promise<unknown>;
}

/**
 * Delete, asked twice. Asking moves focus to Keep (the safe answer); Keep or Escape goes back to
 * Delete, so the keyboard never loses its place.
 */
export function DeleteControl({ title, onDelete }: DeleteControlProps) {
  const [confirming, setConfirming] = useState(false);
  const keepRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (confirming) keepRef.current?.focus();
    else if (asked.current) deleteRef.current?.focus();
    asked.current = confirming;
  }, [confirming]);

  if (!confirming) {
    return (
      <Button ref={deleteRef} size="sm" variant="ghost" aria-label={`Delete ${title}`} onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden />
        Delete
      </Button>
    );
  }
  return (
    <div
      role="group"
      aria-label={`Delete ${title}?`}
      className="flex gap-2"
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        event.stopPropagation();
        setConfirming(false);
      }}
    >
      <Button ref={keepRef} size="sm" variant="ghost" onClick={() => setConfirming(false)}>
        Keep
      </Button>
      <ActionButton size="sm" variant="danger" action={onDelete} pendingLabel={<><Trash2 aria-hidden />Deleting...</>}>
        <Trash2 aria-hidden />
        Confirm delete
      </ActionButton>
    </div>
  );
}
