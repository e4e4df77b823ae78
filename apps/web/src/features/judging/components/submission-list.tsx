import { useEffect } from "react";
import { Headphones } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadingState } from "@/components/ui/loading-state";
import { useJudgeSubmissions } from "../api/judge-submissions";
import { ListeningSessionProvider } from "../hooks/listening-session";
import { ListeningControls } from "./listening-controls";
import { SubmissionCard } from "./submission-card";

/**
 * The right column for the selected battle: its submissions, blind, in this judge's own order, with
 * the listening controls they share (loudness match, A/B switching by key).
 */
export function SubmissionList({ battleId }: { battleId: string }) {
  const submissions = useJudgeSubmissions(battleId);

  // SPEC.md section 8: a failed load is only logged, and the empty list is shown.
  useEffect(() => {
    if (submissions.error) console.error("Judge Panel: submissions failed to load", submissions.error);
  }, [submissions.error]);

  if (submissions.isPending) return <LoadingState className="py-10" />;
  const list = submissions.data ?? [];
  if (list.length === 0) {
    return <EmptyState icon={Headphones} title="No submissions to judge" description="Nobody else entered this battle, or it left voting." className="bg-hull/60" />;
  }
  return (
    <ListeningSessionProvider order={list.map((submission) => submission.id)}>
      <div className="flex flex-col gap-4">
        <ListeningControls count={list.length} />
        <ol aria-label="Submissions" className="flex flex-col gap-4">
          {list.map((submission, index) => (
            <SubmissionCard key={submission.id} battleId={battleId} submission={submission} index={index} />
          ))}
        </ol>
      </div>
    </ListeningSessionProvider>
  );
}
