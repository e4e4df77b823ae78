import { useId } from "react";
import { cn } from "@/lib/ui/cn";

/** SPEC.md sections 2 and 9: decorative gauges with fixed values. */
const GAUGES = [
  { label: "Power Core", value: "98%", fill: 98, tone: "bg-signal" },
  { label: "Shields", value: "100%", fill: 100, tone: "bg-go" },
  { label: "Weapons", value: "Armed", fill: 100, tone: "bg-alert" },
] as const;

export function ShipSystems() {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="mx-3 rounded-lg border border-line bg-space/60 p-3">
      {/* Not a heading: the sidebar comes first in the document, and the page's h1 should open its outline. */}
      <p id={titleId} className="mb-2 text-xs font-semibold tracking-widest text-ink-muted uppercase">
        Ship Systems
      </p>
      <ul className="flex flex-col gap-2">
        {GAUGES.map((gauge) => (
          <li key={gauge.label} className="flex flex-wrap items-center justify-between text-xs">
            <span className="text-ink-muted">{gauge.label}</span>
            <span className="font-semibold text-ink">{gauge.value}</span>
            <span className="mt-1 h-1 w-full overflow-hidden rounded-full bg-line" aria-hidden>
              <span className={cn("block h-full rounded-full", gauge.tone)} style={{ width: `${gauge.fill}%` }} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
