import type { NewNotification } from "./notify.ts";

/** `report_resolved`: what the Overseer decided about the pilot's report, with the note written for them. */
export function reportResolvedNotice(email: string, report: { id: string; target_label: string; battle_id: string | null; status: string; note: string }): NewNotification {
  const what = report.target_label ? `"${report.target_label}"` : "what you reported";
  return {
    email, type: "report_resolved", referenceId: report.id,
    link: report.battle_id ? `/Battle?id=${encodeURIComponent(report.battle_id)}` : "/Notifications",
    title: report.status === "dismissed" ? `Your report on ${what} was dismissed` : `Your report on ${what} was resolved`,
    body: report.note || "The Overseer reviewed your report.",
  };
}

/** `track_flagged`: the pilot's track holds the same recording as another pilot's earlier one. */
export function trackFlaggedNotice(email: string, track: { id: string; title: string }): NewNotification {
  return {
    email, type: "track_flagged", referenceId: track.id, link: "/TransmissionBay",
    title: `"${track.title}" was flagged as a duplicate`,
    body: "Its audio matches a track another pilot uploaded earlier. The Overseer will review it; nothing is blocked meanwhile.",
  };
}
