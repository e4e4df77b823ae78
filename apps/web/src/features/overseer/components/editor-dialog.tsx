import type { FormEvent, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "@/components/ui/dialog";
import { FormError } from "./form-error";

interface EditorDialogProps {
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  pending: boolean;
  formError?: string;
  submitText: string;
  children: ReactNode;
}

/** A dialog holding one Overseer form; the fields show their own errors, the rest goes above the button. */
export function EditorDialog({ title, onClose, onSubmit, pending, formError, submitText, children }: EditorDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
        <DialogHeader title={title} />
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">{children}</div>
          <FormError message={formError} />
          <DialogFooter>
            <Button type="submit" disabled={pending}>
              {pending ? "Saving..." : submitText}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
