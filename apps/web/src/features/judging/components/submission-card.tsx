import { useState } from "react";
import { Send } from "lucide-react";
import { MESSAGES, type BlindSubmission } from "@soundship/shared";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Field, Textarea } from "@/components/ui/input";
import { useAction } from "@/lib/hooks/use-action";
import { ReportDialog } from "@/components/reports/report-dialog";
import { useSubmitScores } from "../api/submit-scores";
import { LoudnessMatchedPlayer } from "./loudness-matched-player";
import { ScoreSlider } from "./score-slider";

const CRITERIA = [
  ["creativity", "Creativity"],
  ["technical", "Technical"],
  ["impact", "Impact"],
] as const;

type Criterion = (typeof CRITERIA)[number][0];
type Scores = Record<Criterion, number | null>;

/**
 * One blind submission to judge (SPEC.md section 2): title, genre, waveform and player, the three
 * sliders, optional notes, and Submit Scores once all three are set. A judge's earlier scores are
 * shown, and submitting again replaces them.
 */
export function SubmissionCard({ battleId, submission, index }: { battleId: string; submission: BlindSubmission; index: number }) {
  const mine = submission.my_vote;
  const [scores, setScores] = useState<Scores>({
    creativity: mine?.creativity ?? null,
    technical: mine?.technical ?? null,
    impact: mine?.impact ?? null,
  });
  const [notes, setNotes] = useState(mine?.notes ?? "");
  const submit = useAction(useSubmitScores(battleId, submission.id).mutateAsync);
  const { creativity, technical, impact } = scores;
  const complete = creativity !== null && technical !== null && impact !== null;
  const headingId = `submission-${submission.id}`;

  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl border border-line bg-hull/85 p-4 backdrop-blur-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 font-display font-semibold break-words text-ink">
          <span className="sr-only">Submission {index + 1}: </span>
          {submission.title}
        </h3>
        <div className="flex items-center gap-1.5">
          {submission.genre ? <Badge tone="signal">{submission.genre}</Badge> : null}
          {mine ? <Badge tone="go">Scored</Badge> : null}
          <ReportDialog target={{ target_type: "submission", target_id: submission.id }} label={submission.title} />
        </div>
      </div>
      <LoudnessMatchedPlayer submission={submission} />
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (complete) void submit.run({ creativity, technical, impact, notes });
        }}
      >
        <div className="grid gap-4 sm:grid-cols-3">
          {CRITERIA.map(([key, label]) => (
            <ScoreSlider
              key={key}
              label={label}
              value={scores[key]}
              disabled={submit.pending}
              onChange={(value) => setScores((old) => ({ ...old, [key]: value }))}
            />
          ))}
        </div>
        <Field label="Notes">
          {(control) => (
            <Textarea
              {...control}
              value={notes}
              maxLength={2000}
              placeholder={MESSAGES.judgeNotesPlaceholder}
              disabled={submit.pending}
              className="min-h-20"
              onChange={(event) => setNotes(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" className="self-end" disabled={!complete || submit.pending}>
          <Send aria-hidden />
          {submit.pending ? "Submitting..." : "Submit Scores"}
          <span className="sr-only"> for {submission.title}</span>
        </Button>
      </form>
    </li>
  );
}
