import { useState } from "react";
import { Flag } from "lucide-react";
import { REPORT_ACTION_LABELS, REPORT_ACTIONS, REPORTED_REASON_LABELS } from "@soundship/shared";
import type { FunctionInput } from "@soundship/sdk";
import { fieldsOf } from "@/components/form";
import { ChoiceInput, optionsOf } from "@/components/form-inputs";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Field } from "@/components/ui/input";
import { LoadingState } from "@/components/ui/loading-state";
import { Select } from "@/components/ui/select";
import { formatDateTime } from "@/lib/format/format";
import { useReportQueue, type QueuedReportView, type ReportStatusFilter } from "../api/reports";
import { DataTable, type Column } from "../components/data-table";
import { EditorDialog } from "../components/editor-dialog";
import { useOverseerForm } from "../components/overseer-form";
import { ReasonFormField } from "../components/reason-field";

const TARGET_LABELS = { submission: "Submission", pilot: "Pilot", track: "Track" } as const;

const STATUS_OPTIONS = [
  { value: "open", label: "Open" },
  { value: "resolved", label: "Resolved" },
  { value: "dismissed", label: "Dismissed" },
  { value: "all", label: "All" },
];

const ACTION_OPTIONS = optionsOf(REPORT_ACTIONS, (action) => REPORT_ACTION_LABELS[action]);

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

const AnswerField = fieldsOf<FunctionInput<"overseerResolveReport">>();

function AnswerDialog({ report, outcome, onClose }: { report: QueuedReportView; outcome: "resolved" | "dismissed"; onClose: () => void }) {
  const done = outcome === "resolved" ? "Report resolved" : "Report dismissed";
  const editor = useOverseerForm("overseerResolveReport", done, { id: report.id, outcome, action: "no_action", note: "" }, onClose);
  return (
    <EditorDialog
      narrow
      title={outcome === "resolved" ? "Resolve the report" : "Dismiss the report"}
      description={`${TARGET_LABELS[report.target_type]} ${report.target_label}: ${REPORTED_REASON_LABELS[report.reason]}. The reporter reads your note.`}
      editor={editor}
      onClose={onClose}
      submitText={outcome === "resolved" ? "Resolve" : "Dismiss"}
    >
      {outcome === "resolved" ? (
        <AnswerField name="action" label="Action taken" hint="Remove a submission in the Battles tab and ban a pilot in the Pilots tab; record here what answered the report.">
          {(control) => <ChoiceInput {...control} options={ACTION_OPTIONS} />}
        </AnswerField>
      ) : null}
      <ReasonFormField name="note" label="Note to the reporter" />
    </EditorDialog>
  );
}
