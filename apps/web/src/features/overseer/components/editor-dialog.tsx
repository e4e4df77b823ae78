import type { ReactNode } from "react";
import type { FieldValues } from "react-hook-form";
import { Form, formRefusal } from "@/components/form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "@/components/ui/dialog";
import { cn } from "@/lib/ui/cn";
import { FormError } from "./form-error";
import type { OverseerForm } from "./overseer-form";

interface EditorDialogProps<In extends FieldValues, Out> {
  title: string;
  description?: string;
  editor: OverseerForm<In, Out>;
  onClose: () => void;
  submitText: string;
  pendingText?: string;
  /** One column of fields (a reason and little else), in the narrower dialog. */
  narrow?: boolean;
  children: ReactNode;
}

/** A dialog holding one Overseer form; the fields show their own errors, the rest goes above the button. */
export function EditorDialog<In extends FieldValues, Out>({ title, description, editor, onClose, submitText, pendingText = "Saving...", narrow, children }: EditorDialogProps<In, Out>) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className={narrow ? undefined : "max-h-[90vh] max-w-2xl overflow-y-auto"}>
        <DialogHeader title={title} description={description} />
        <Form form={editor.form} onSubmit={editor.submit} className="flex flex-col gap-4">
          <div className={cn("grid gap-4", narrow ? undefined : "sm:grid-cols-2")}>{children}</div>
          <FormError message={formRefusal(editor.form)} />
          <DialogFooter>
            <Button type="submit" disabled={editor.pending}>
              {editor.pending ? pendingText : submitText}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
