import { useState } from "react";
import { Cog } from "lucide-react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Field } from "@/components/ui/input";
import { LoadingState } from "@/components/ui/loading-state";
import { Select } from "@/components/ui/select";
import { formatDateTime } from "@/lib/format/format";
import { useOverseerJobs, type JobStatusFilter, type OverseerJobView } from "../api/jobs";
import { DataTable, type Column } from "../components/data-table";
import { EditorDialog } from "../components/editor-dialog";
import { useOverseerForm } from "../components/overseer-form";
import { ReasonFormField } from "../components/reason-field";

const STATUS_OPTIONS = [
  { value: "failed", label: "Failed" },
  { value: "queued", label: "Queued" },
  { value: "running", label: "Running" },
  { value: "all", label: "All" },
];

const STATUS_BADGES: Record<OverseerJobView["status"], { tone: BadgeTone; label: string }> = {
  queued: { tone: "signal", label: "Queued" },
  running: { tone: "go", label: "Running" },
  failed: { tone: "alert", label: "Failed" },
};

/** Background work: what waits, what runs and what failed (with why); a failed job can be run again. */
export function JobsTab() {
  const [status, setStatus] = useState<JobStatusFilter>("failed");
  const [retrying, setRetrying] = useState<OverseerJobView | null>(null);
  const jobs = useOverseerJobs(status);

  const columns: readonly Column<OverseerJobView>[] = [
    { header: "Job", cell: (job) => <span className="font-mono text-xs">{job.name}</span> },
    { header: "Queue", cell: (job) => job.queue },
    { header: "Status", cell: (job) => <Badge tone={STATUS_BADGES[job.status].tone}>{STATUS_BADGES[job.status].label}</Badge> },
    { header: "Attempts", cell: (job) => `${job.attempts} of ${job.max_attempts}` },
    { header: "Reason", cell: (job) => (job.last_error ? <span className="text-alert">{job.last_error}</span> : "—") },
    { header: "Changed", cell: (job) => formatDateTime(job.updated_at), className: "whitespace-nowrap" },
    {
      header: "Retry",
      cell: (job) =>
        job.status === "failed" ? (
          <Button size="sm" variant="secondary" onClick={() => setRetrying(job)}>
            Retry<span className="sr-only"> {job.name}</span>
          </Button>
        ) : (
          "—"
        ),
    },
  ];

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <Field label="Status" className="w-48">
          {(control) => <Select {...control} value={status} onValueChange={(value) => setStatus(value as JobStatusFilter)} options={STATUS_OPTIONS} />}
        </Field>
        {jobs.data?.depth.length ? (
          <p className="text-sm text-ink-muted" aria-label="Queue depth">
            {jobs.data.depth.map((queue) => `${queue.queue}: ${queue.queued} queued, ${queue.running} running, ${queue.failed} failed`).join(" · ")}
          </p>
        ) : null}
      </div>
      {jobs.isPending ? (
        <LoadingState text="Loading the jobs..." />
      ) : jobs.isError ? (
        <div role="alert">
          <EmptyState icon={Cog} title="The jobs could not be loaded" action={<Button variant="secondary" onClick={() => void jobs.refetch()}>Try again</Button>} />
        </div>
      ) : (
        <DataTable
          caption="Jobs"
          columns={columns}
          rows={jobs.data.jobs}
          rowKey={(job) => job.id}
          empty={<EmptyState icon={Cog} title="No jobs here" description="Background work (battle ticks, sweeps, audio processing) shows here while it waits, runs or fails." />}
        />
      )}
      {retrying ? <RetryDialog key={retrying.id} job={retrying} onClose={() => setRetrying(null)} /> : null}
    </div>
  );
}

function RetryDialog({ job, onClose }: { job: OverseerJobView; onClose: () => void }) {
  const editor = useOverseerForm("overseerRetryJob", "Job queued again", { job_id: job.id, reason: "" }, onClose);
  return (
    <EditorDialog
      narrow
      title="Retry the job"
      description={`${job.name} failed after ${job.attempts} attempts: ${job.last_error ?? "no reason recorded"}. It gets a fresh set of attempts.`}
      editor={editor}
      onClose={onClose}
      submitText="Retry"
      pendingText="Queuing..."
    >
      <ReasonFormField name="reason" />
    </EditorDialog>
  );
}
