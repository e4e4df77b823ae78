import { Trophy } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import type { Leaderboard } from "../api/leaderboard";
import { RankingRow } from "./ranking-row";

/** Up to 100 pilots; when the pilot is ranked below them, their own row follows the list. */
export function FullRankings({ board, meId }: { board: Leaderboard | undefined; meId: string | undefined }) {
  const players = board?.players ?? [];
  const me = board?.me;
  const listed = players.some((player) => player.userId === meId);
  return (
    <Card aria-labelledby="full-rankings-title">
      <CardHeader>
        <CardTitle id="full-rankings-title">Full Rankings</CardTitle>
      </CardHeader>
      <CardContent>
        {players.length === 0 ? (
          <EmptyState icon={Trophy} title="No rankings yet" description="Pilots appear here once they earn XP." />
        ) : (
          <ol aria-labelledby="full-rankings-title" className="flex flex-col gap-1">
            {players.map((player) => (
              <RankingRow key={player.userId} player={player} mine={player.userId === meId} />
            ))}
          </ol>
        )}
        {me && !listed ? (
          <section aria-label="Your rank" className="mt-3 border-t border-dashed border-line pt-3">
            <ol>
              <RankingRow player={me} mine />
            </ol>
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}
