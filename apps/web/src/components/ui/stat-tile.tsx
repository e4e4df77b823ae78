import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/ui/cn";

interface StatTileProps {
  label: string;
  value: string | number;
  icon?: LucideIcon;
  /** A short line under the value (a unit, a trend). */
  note?: string;
  className?: string;
}

/** One figure with its label; label and value are read together as a term and its definition. */
export function StatTile({ label, value, icon: Icon, note, className }: StatTileProps) {
  return (
    <dl className={cn("flex items-start gap-3 rounded-xl border border-line bg-hull/85 p-4 backdrop-blur-sm", className)}>
      {Icon ? (
        <span className="rounded-lg bg-signal/10 p-2 text-signal-strong" aria-hidden>
          <Icon className="size-5" />
        </span>
      ) : null}
      <div className="flex min-w-0 flex-col">
        <dt className="text-xs font-medium tracking-wider text-ink-muted uppercase">{label}</dt>
        <dd className="font-display text-2xl font-bold text-ink tabular-nums">
          {value}
          {note ? <span className="ml-1 text-xs font-normal text-ink-muted">{note}</span> : null}
        </dd>
      </div>
    </dl>
  );
}
