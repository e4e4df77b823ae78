import type { Scores } from "@soundship/shared";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/** For an entrant after completion: every judge's scores and notes on their submission, without names. */
export function JudgeFeedback({ feedback }: { feedback: Scores[] }) {
  return (
    <Card aria-labelledby="judge-feedback">
      <CardHeader>
        <CardTitle id="judge-feedback">Judges' Notes</CardTitle>
      </CardHeader>
      <CardContent>
        {feedback.length === 0 ? (
          <p className="text-sm text-ink-muted">No judge scored your submission.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {feedback.map((scores, index) => (
              <li key={index} className="rounded-lg border border-line bg-space/50 p-3 text-sm">
                <p className="font-semibold text-ink">
                  Judge {index + 1}: creativity {scores.creativity}, technical {scores.technical}, impact {scores.impact} (vote power {scores.vote_power})
                </p>
                <p className="mt-1 whitespace-pre-line text-ink-muted">{scores.notes ? `“${scores.notes}”` : "No notes"}</p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
