import { AlertTriangle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { WIZARD_STEPS } from "./wizard-stepper";

/** One field the schema refused, with the step where it is fixed. */
export interface Problem {
  label: string;
  message: string;
  step: number;
}

/** On the review: what stops the launch, each with a way back to its step. */
export function SchemaProblems({ problems, onGoTo }: { problems: Problem[]; onGoTo: (step: number) => void }) {
  return (
    <div role="alert" className="rounded-xl border border-alert/50 bg-alert/10 p-4">
      <p className="mb-2 flex items-center gap-2 text-sm font-semibold text-alert">
        <AlertTriangle className="size-4" aria-hidden />
        Fix these before launching:
      </p>
      <ul className="flex flex-col gap-2 text-sm text-ink">
        {problems.map((problem) => (
          <li key={problem.label} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              <strong>{problem.label}</strong>: {problem.message}
            </span>
            <Button size="sm" variant="ghost" onClick={() => onGoTo(problem.step)}>
              Go to {WIZARD_STEPS[problem.step]}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
