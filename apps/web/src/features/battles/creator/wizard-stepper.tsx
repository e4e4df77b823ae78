import { Check } from "lucide-react";
import { cn } from "@/lib/ui/cn";

/** SPEC.md section 2: the wizard's four steps, in order. */
export const WIZARD_STEPS = ["Basic Info", "Rules", "Schedule", "Review"] as const;

/** Where the pilot is in the wizard; the current step is marked for screen readers too. */
export function WizardStepper({ step }: { step: number }) {
  return (
    <ol aria-label="Battle setup" className="mb-6 grid grid-cols-4 gap-2">
      {WIZARD_STEPS.map((name, index) => {
        const state = index < step ? "done" : index === step ? "current" : "next";
        return (
          <li key={name} aria-current={state === "current" ? "step" : undefined} className="flex flex-col items-center gap-1.5 text-center">
            <span
              className={cn(
                "flex size-9 items-center justify-center rounded-full border-2 font-display text-sm font-bold",
                state === "done" && "border-go bg-go/15 text-go",
                state === "current" && "border-signal bg-signal/15 text-signal-strong shadow-[0_0_14px_-2px] shadow-signal/70",
                state === "next" && "border-line text-ink-muted",
              )}
              aria-hidden
            >
              {state === "done" ? <Check className="size-4" /> : index + 1}
            </span>
            <span className={cn("text-xs font-medium sm:text-sm", state === "current" ? "text-ink" : "text-ink-muted")}>
              <span className="sr-only">Step {index + 1}: </span>
              {name}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
