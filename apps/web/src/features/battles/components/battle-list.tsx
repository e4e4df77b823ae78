import { useCallback, useEffect } from "react";
import { Link } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import type { BattleStatus } from "@soundship/shared";
import { Swords } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadingState } from "@/components/ui/loading-state";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { pagePath } from "@/lib/routing/pages";
import { BATTLES_KEY } from "../api/battle-keys";
import { useBattleList } from "../api/battle-list";
import { BattleCard } from "./battle-card";

/** Open battles first: those are the ones a pilot can enter. */
const PHASES: readonly Phase[] = ["active", "upcoming", "voting", "completed"];
type Phase = Exclude<BattleStatus, "cancelled">;
const TAB_LABELS: Record<Phase, string> = { upcoming: "Upcoming", active: "Active", voting: "Voting", completed: "Completed" };
const EMPTY_TEXTS: Record<Phase, string> = {
  upcoming: "No upcoming battles",
  active: "No battles open for entries",
  voting: "No battles in voting",
  completed: "No completed battles yet",
};

/** The Battle Arena's battles (DESIGN.md section 7), one tab per phase. */
export function BattleList() {
  return (
    <section aria-labelledby="arena-battles" className="mt-8">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="arena-battles" className="font-display text-xl font-bold tracking-wide text-ink">
          Battles
        </h2>
        <Button size="sm" variant="outline" asChild>
          <Link to={pagePath("BattleCreator")}>Create Battle</Link>
        </Button>
      </div>
      <Tabs defaultValue="active">
        <TabsList aria-label="Battle phases">
          {PHASES.map((status) => (
            <TabsTrigger key={status} value={status}>
              {TAB_LABELS[status]}
            </TabsTrigger>
          ))}
        </TabsList>
        {PHASES.map((status) => (
          <TabsContent key={status} value={status}>
            <PhaseList status={status} />
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}

function PhaseList({ status }: { status: Phase }) {
  const list = useBattleList(status);
  const queryClient = useQueryClient();
  // A battle whose phase ends moves to another tab.
  const reread = useCallback(() => void queryClient.invalidateQueries({ queryKey: BATTLES_KEY }), [queryClient]);

  // Like the other lists of SPEC.md section 8, a failed load is logged and shows the empty list.
  useEffect(() => {
    if (list.error) console.error("Battle Arena: battles failed to load", list.error);
  }, [list.error]);

  if (list.isPending) return <LoadingState className="py-10" />;
  const battles = list.data ?? [];
  if (battles.length === 0) return <EmptyState icon={Swords} title={EMPTY_TEXTS[status]} className="bg-hull/60" />;
  return (
    <ul aria-label={`${TAB_LABELS[status]} battles`} className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
      {battles.map((battle) => (
        <BattleCard key={battle.id} battle={battle} onPhaseEnd={reread} />
      ))}
    </ul>
  );
}
