import { Trophy } from "lucide-react";
import { Card } from "@/components/ui/card";
import { formatCount } from "@/lib/format/format";

/** The monthly galactic prize pool, in whole dollars, as the server computes it from active memberships. */
export function PrizePool({ amount }: { amount: number | undefined }) {
  return (
    <Card aria-labelledby="prize-pool-label" className="prize-pool flex flex-col items-center gap-1 px-6 py-6 text-center">
      <Trophy className="size-8 text-warn" aria-hidden />
      <p id="prize-pool-label" className="text-xs font-semibold tracking-widest text-ink-muted uppercase">
        Monthly galactic prize pool
      </p>
      <p className="font-display text-4xl font-bold text-warn tabular-nums">
        {amount === undefined ? "—" : `$${formatCount(amount)}`}
      </p>
    </Card>
  );
}
