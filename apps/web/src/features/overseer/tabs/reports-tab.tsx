import { useState } from "react";
import { Flag } from "lucide-react";
import { REPORT_ACTION_LABELS, REPORT_ACTIONS, REPORTED_REASON_LABELS, resolveReportInputSchema, type ReportAction } from "@soundship/shared";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Field } from "@/components/ui/input";
import { LoadingState } from "@/components/ui/loading-state";
import { Select } from "@/components/ui/select";
import { formatDateTime } from "@/lib/format";
import { useAction } from "@/lib/use-action";
import { useOverseerAction } from "../api/content";
import { useReportQueue, type QueuedReportView, type ReportStatusFilter } from "../api/reports";
import { DataTable, type Column } from "../components/data-table";
import { checkForm, serverErrors, type FieldErrors } from "../components/field-errors";
import { ReasonField } from "../components/reason-field";

const TARGET_LABELS = { submission: "Submission", pilot: "Pilot", track: "Track" } as const;

const STATUS_OPTIONS = [
  { value: "open", label: "Open" },
  { value: "resolved", label: "Resolved" },
  { value: "dismissed", label: "Dismissed" },
  { value: "all", label: "All" },
];

const ACTION_OPTIONS = REPORT_ACTIONS.map((action) => ({ value: action, label: REPORT_ACTION_LABELS[action] }));

/** The reports pilots sent, oldest open first; each is resolved with an action or dismissed, with a note the reporter reads. */
export function ReportsTab() {
  const [status, setStatus] = useState<ReportStatusFilter>("open");
  const [answering, setAnswering] = useState<{ report: QueuedReportView; outcome: "resolved" | "dismissed" } | null>(null);
  const queue = useReportQueue(status);

  const columns: readonly Column<QueuedReportView>[] = [
    { header: "Sent", cell: (report) => formatDateTime(report.created_date), className: "whitespace-nowrap" },
    {
      header: "Reported",
      cell: (report) => (
        <div className="flex flex-col">
          <span>
            {TARGET_LABELS[report.target_type]}: {report.target_label}
          </span>
          <span className="text-xs text-ink-muted">{report.reported_email ?? "no longer exists"}</span>
          {/* A duplicate_audio report links the earlier track the fingerprint matched. */}
          {report.related_id ? <span className="text-xs text-ink-muted">Matches track {report.related_id}</span> : null}
        </div>
      ),
    },
    {
      header: "Reason",
      cell: (report) => (
        <div className="flex flex-col">
          <span>{REPORTED_REASON_LABELS[report.reason]}</span>
          {report.details ? <span className="text-xs text-ink-muted">{report.details}</span> : null}
        </div>
      ),
    },
    { header: "Reporter", cell: (report) => report.reporter_email },
    {
      header: "Status",
      cell: (report) =>
        report.status === "open" ? (
          <Badge tone="warn">Open</Badge>
        ) : (
          <div className="flex flex-col gap-1">
            <Badge tone={report.status === "resolved" ? "go" : "muted"}>{report.status === "resolved" ? "Resolved" : "Dismissed"}</Badge>
            <span className="text-xs text-ink-muted">{report.resolution_note}</span>
          </div>
        ),
    },
    {
      header: "Answer",
      cell: (report) =>
        report.status === "open" ? (
          <div className="flex gap-2">
            <Button size="sm" onClick={() => setAnswering({ report, outcome: "resolved" })}>
              Resolve<span className="sr-only"> the report of {report.target_label}</span>
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setAnswering({ report, outcome: "dismissed" })}>
              Dismiss<span className="sr-only"> the report of {report.target_label}</span>
            </Button>
          </div>
        ) : (
          "—"
        ),
    },
  ];

  return (
    <section aria-label="Reports">
      <div className="mb-4 flex items-end gap-3">
        <Field label="Status" className="w-48">
          {(control) => <Select {...control} value={status} onValueChange={(value) => setStatus(value as ReportStatusFilter)} options={STATUS_OPTIONS} />}
        </Field>
      </div>
      {queue.isPending ? (
        <LoadingState text="Loading the reports..." />
      ) : (
        <DataTable
          caption="Reports"
          columns={columns}
          rows={queue.data ?? []}
          rowKey={(report) => report.id}
          empty={<EmptyState icon={Flag} title="No reports here" description="Reports pilots send from the Judge Panel and battle pages appear here." />}
        />
      )}
      {answering ? <AnswerDialog key={answering.report.id} {...answering} onClose={() => setAnswering(null)} /> : null}
    </section>
  );
}

function AnswerDialog({ report, outcome, onClose }: { report: QueuedReportView; outcome: "resolved" | "dismissed"; onClose: () => void }) {
  const [action, setAction] = useState<ReportAction>("no_action");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const resolve = useOverseerAction("overseerResolveReport", outcome === "resolved" ? "Report resolved" : "Report dismissed");
  const send = useAction(async () => {
    const input = { id: report.id, outcome, action: outcome === "resolved" ? action : "no_action", note };
    const invalid = checkForm(resolveReportInputSchema, input);
    if (invalid) return setErrors(invalid);
    try {
      await resolve.mutateAsync(input);
      onClose();
    } catch (error) {
      setErrors(serverErrors(error));
    }
  });

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader
          title={outcome === "resolved" ? "Resolve the report" : "Dismiss the report"}
          description={`${TARGET_LABELS[report.target_type]} ${report.target_label}: ${REPORTED_REASON_LABELS[report.reason]}. The reporter reads your note.`}
        />
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void send.run();
          }}
        >
          {outcome === "resolved" ? (
            <Field label="Action taken" hint="Remove a submission in the Battles tab and ban a pilot in the Pilots tab; record here what answered the report." error={errors.action}>
              {(control) => <Select {...control} value={action} onValueChange={(value) => setAction(value as ReportAction)} options={ACTION_OPTIONS} />}
            </Field>
          ) : null}
          <ReasonField label="Note to the reporter" value={note} onChange={setNote} error={errors.note} />
          {errors.form ? (
            <p role="alert" className="text-sm text-alert">
              {errors.form}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="submit" disabled={send.pending}>
              {send.pending ? "Saving..." : outcome === "resolved" ? "Resolve" : "Dismiss"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
