import { REPORT_ACTION_LABELS, REPORTED_REASON_LABELS, type MyReport } from "@soundship/shared";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { formatDateTime } from "@/lib/format/format";
import { useMyReports } from "@/lib/sdk/reports";

const TARGET_LABELS = { submission: "Submission", pilot: "Pilot", track: "Track" } as const;

const STATUS: Record<MyReport["status"], { text: string; tone: BadgeTone }> = {
  open: { text: "Under review", tone: "signal" },
  resolved: { text: "Resolved", tone: "go" },
  dismissed: { text: "Dismissed", tone: "muted" },
};

/** "My reports": what the pilot reported and the Overseer's outcome and note. Hidden while there are none. */
export function MyReports() {
  const reports = useMyReports();
  if (!reports.data?.length) return null;
  return (
    <section aria-labelledby="my-reports" className="mt-8">
      <h2 id="my-reports" className="mb-3 font-display text-lg font-semibold text-ink">
        My reports
      </h2>
      <ul className="flex flex-col gap-2">
        {reports.data.map((report) => (
          <li key={report.id} aria-label={`Report: ${report.target_label}`} className="rounded-xl border border-line bg-hull/60 p-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium text-ink">
                {TARGET_LABELS[report.target_type]}: {report.target_label}
              </span>
              <Badge tone={STATUS[report.status].tone}>{STATUS[report.status].text}</Badge>
            </div>
            <p className="mt-1 text-ink-muted">
              {REPORTED_REASON_LABELS[report.reason]} · sent {formatDateTime(report.created_date)}
            </p>
            {report.status !== "open" ? (
              <p className="mt-2 text-ink">
                {report.resolution_action && report.status === "resolved" ? `${REPORT_ACTION_LABELS[report.resolution_action]}. ` : ""}
                {report.resolution_note ? <>Overseer&apos;s note: {report.resolution_note}</> : null}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
