import { Gavel } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { TimeLeft } from "@/components/time-left";
import { BATTLE_TYPE_LABELS } from "@/lib/format/battle-labels";
import { cn } from "@/lib/ui/cn";
import type { JudgeBattle } from "../api/judge-battles";

interface VotingBattleListProps {
  battles: JudgeBattle[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** Called when a battle's voting ends, so the list drops it. */
  onVotingEnd: () => void;
}

/** SPEC.md section 2: the left column, 'Active Battles' — the battles in voting. */
export function VotingBattleList({ battles, selectedId, onSelect, onVotingEnd }: VotingBattleListProps) {
  return (
    <Card aria-labelledby="voting-battles" className="self-start">
      <CardHeader>
        <CardTitle id="voting-battles">Active Battles</CardTitle>
      </CardHeader>
      <CardContent>
        {battles.length === 0 ? (
          <EmptyState icon={Gavel} title="No battles in voting" description="Battles appear here when their entries close." className="py-8" />
        ) : (
          <ul className="flex flex-col gap-2">
            {battles.map((battle) => {
              const selected = battle.id === selectedId;
              return (
                <li key={battle.id}>
                  <button
                    type="button"
                    aria-current={selected ? "true" : undefined}
                    onClick={() => onSelect(battle.id)}
                    className={cn(
                      "flex w-full flex-col gap-1.5 rounded-lg border p-3 text-left transition-colors",
                      selected ? "border-signal bg-signal/10" : "border-line bg-space/50 hover:border-signal/60",
                    )}
                  >
                    <span className="font-display font-semibold break-words text-ink">{battle.title || "Untitled battle"}</span>
                    <span className="flex flex-wrap gap-1.5">
                      <Badge tone="nebula">{BATTLE_TYPE_LABELS[battle.battle_type]}</Badge>
                      <Badge tone={battle.scored_by_me >= battle.submissions ? "go" : "muted"}>
                        {battle.scored_by_me} / {battle.submissions} scored
                      </Badge>
                    </span>
                    {battle.next_phase_at ? (
                      <span className="text-xs text-ink-muted">
                        Voting ends in <TimeLeft until={battle.next_phase_at} onElapsed={onVotingEnd} className="text-ink tabular-nums" />
                      </span>
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
