import { useState } from "react";
import { Flag } from "lucide-react";
import { REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason } from "@soundship/shared";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTrigger } from "@/components/ui/dialog";
import { Field, Textarea } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useAction } from "@/lib/hooks/use-action";
import { useReportContent, type ReportInput } from "@/lib/sdk/reports";

interface ReportDialogProps {
  /** What is reported: a submission or a pilot by id, or a battle's host by the battle. */
  target: Pick<ReportInput, "target_type" | "target_id" | "battle_id">;
  /** How the target is named in the button and the dialog: a submission's title, "the host". */
  label: string;
  buttonText?: string;
}

const REASON_OPTIONS = REPORT_REASONS.map((reason) => ({ value: reason, label: REPORT_REASON_LABELS[reason] }));

/** A Report button and its dialog: a reason from the short list and, optionally, what happened. */
export function ReportDialog({ target, label, buttonText = "Report" }: ReportDialogProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | "">("");
  const [details, setDetails] = useState("");
  const [error, setError] = useState<string>();
  const report = useReportContent();
  const send = useAction(async () => {
    await report.mutateAsync({ ...target, reason: reason as ReportReason, details });
    setOpen(false);
    setReason("");
    setDetails("");
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm">
          <Flag aria-hidden />
          {buttonText}
          <span className="sr-only"> {label}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader title={`Report ${label}`} description="The Overseer reviews every report. You will see the outcome under My reports in the Judge Panel." />
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!reason) return setError("Pick a reason");
            setError(undefined);
            void send.run();
          }}
        >
          <Field label="Reason" error={error}>
            {(control) => <Select {...control} value={reason} placeholder="Choose a reason" onValueChange={(value) => setReason(value as ReportReason)} options={REASON_OPTIONS} />}
          </Field>
          <Field label="What happened" hint="Optional, at most 1000 characters.">
            {(control) => <Textarea {...control} maxLength={1000} value={details} onChange={(event) => setDetails(event.target.value)} />}
          </Field>
          <DialogFooter>
            <Button type="submit" disabled={send.pending}>
              {send.pending ? "Sending..." : "Send report"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
