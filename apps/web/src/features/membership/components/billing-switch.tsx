import type { BillingCycle } from "@soundship/shared";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/ui/cn";

const LABELS: Record<BillingCycle, string> = { monthly: "Monthly", annual: "Annual" };

/** The monthly / annual switch; the annual side carries SPEC.md's 'SAVE UP TO 16%' badge. */
export function BillingSwitch({ cycle, onChange }: { cycle: BillingCycle; onChange: (cycle: BillingCycle) => void }) {
  return (
    <div role="group" aria-label="Billing cycle" className="inline-flex items-center gap-1 rounded-full border border-line bg-hull/80 p-1">
      {(["monthly", "annual"] as const).map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={cycle === option}
          onClick={() => onChange(option)}
          className={cn(
            "inline-flex h-9 items-center gap-2 rounded-full px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-signal",
            cycle === option ? "bg-signal text-signal-ink" : "text-ink-muted hover:text-ink",
          )}
        >
          {LABELS[option]}
          {option === "annual" ? <Badge tone={cycle === option ? "muted" : "go"} className={cn(cycle === option && "border-signal-ink/30 bg-signal-ink/15 text-signal-ink")}>SAVE UP TO 16%</Badge> : null}
        </button>
      ))}
    </div>
  );
}
