import { Sparkles } from "lucide-react";
import { Card } from "@/components/ui/card";
import { formatCount } from "@/lib/format/format";

/** Supernovas, the premium currency commanders and admirals are granted each month (SPEC.md section 6). */
export function SupernovaBalance({ supernovas }: { supernovas: number | undefined }) {
  return (
    <Card aria-labelledby="supernova-balance-label" className="mb-6 flex items-center gap-4 px-6 py-4">
      <Sparkles className="size-7 shrink-0 text-nebula" aria-hidden />
      <div className="min-w-0 flex-1">
        <p id="supernova-balance-label" className="text-xs font-semibold tracking-widest text-ink-muted uppercase">
          Supernovas
        </p>
        <p className="text-sm text-ink-muted">Premium currency, granted every month to Commander and Admiral ranks.</p>
      </div>
      <p className="font-display text-3xl font-bold text-nebula tabular-nums">{supernovas === undefined ? "—" : formatCount(supernovas)}</p>
    </Card>
  );
}
