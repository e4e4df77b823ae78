import { Award, Crown, Medal, type LucideIcon } from "lucide-react";
import { cn } from "@/lib/ui/cn";

// SPEC.md section 2: ranks 1 to 3 show an icon, the others '#n'. Gold, silver, bronze.
const PODIUM: Record<number, { icon: LucideIcon; className: string }> = {
  1: { icon: Crown, className: "text-warn" },
  2: { icon: Medal, className: "text-slate-300" },
  3: { icon: Award, className: "text-orange-400" },
};

/** A pilot's rank: an icon for the podium places, '#n' otherwise; read out as "Rank n". */
export function RankMark({ rank, className }: { rank: number; className?: string }) {
  const place = PODIUM[rank];
  if (!place) {
    return <span className={cn("font-display font-bold text-ink-muted tabular-nums", className)}>#{rank}</span>;
  }
  const Icon = place.icon;
  return (
    <span role="img" aria-label={`Rank ${rank}`} className={cn("inline-flex", place.className, className)}>
      <Icon className="size-6" aria-hidden />
    </span>
  );
}
