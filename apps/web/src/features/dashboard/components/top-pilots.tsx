import type { LeaderboardPlayer } from "@soundship/shared";
import { Trophy } from "lucide-react";
import { Link } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PilotLink } from "@/components/pilot-link";
import { RankMark } from "@/components/ui/rank-mark";
import { formatPts } from "@/lib/format/leaderboard-format";
import { pagePath } from "@/lib/routing/pages";
import { DECK_LIST_SIZE } from "../api/starship-feed";

/** The fleet's top five, the signed-in pilot marked when they are among them. */
export function TopPilots({ players, meId }: { players: LeaderboardPlayer[]; meId: string | undefined }) {
  return (
    <Card aria-labelledby="top-pilots-title">
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle id="top-pilots-title">Top Pilots</CardTitle>
        <Link to={pagePath("Leaderboard")} className="text-sm font-semibold text-signal-strong hover:underline">
          Full rankings
        </Link>
      </CardHeader>
      <CardContent>
        {players.length === 0 ? (
          <EmptyState icon={Trophy} title="No rankings yet" />
        ) : (
          <ol aria-labelledby="top-pilots-title" className="divide-y divide-line">
            {players.slice(0, DECK_LIST_SIZE).map((player, index) => (
              <li
                key={player.userId}
                aria-current={player.userId === meId ? "true" : undefined}
                className="flex items-center gap-3 py-3 aria-[current=true]:rounded-lg aria-[current=true]:bg-signal/10 aria-[current=true]:px-2"
              >
                <span className="flex w-10 justify-center">
                  <RankMark rank={player.rank ?? index + 1} />
                </span>
                <span className="flex min-w-0 flex-1 flex-col items-start">
                  <PilotLink id={player.userId} name={player.username || player.userId} avatarUrl={player.avatarUrl} nameClassName="font-semibold text-ink" />
                  <span className="text-xs text-ink-muted">
                    {player.battlesWon} {player.battlesWon === 1 ? "win" : "wins"}
                  </span>
                </span>
                <span className="font-display font-bold text-signal-strong tabular-nums">{formatPts(player.score)}</span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
