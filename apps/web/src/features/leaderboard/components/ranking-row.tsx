import type { LeaderboardPlayer } from "@soundship/shared";
import { PilotLink } from "@/components/pilot-link";
import { RankMark } from "@/components/ui/rank-mark";
import { formatPoints } from "@/lib/format/leaderboard-format";

/** One row of Full Rankings: rank, callsign (or id), victories, score; the pilot's own row highlighted. */
export function RankingRow({ player, mine }: { player: LeaderboardPlayer; mine: boolean }) {
  return (
    <li
      aria-current={mine ? "true" : undefined}
      className="flex items-center gap-3 rounded-lg px-3 py-3 aria-[current=true]:border aria-[current=true]:border-signal/60 aria-[current=true]:bg-signal/15"
    >
      <span className="flex w-14 shrink-0 justify-center">
        <RankMark rank={player.rank} />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex min-w-0 items-center">
          <PilotLink id={player.userId} name={player.username || player.userId} avatarUrl={player.avatarUrl} nameClassName="font-semibold text-ink" />
          {mine ? <span className="ml-2 shrink-0 text-xs font-semibold text-signal-strong uppercase">You</span> : null}
        </span>
        <span className="text-xs text-ink-muted">
          {player.battlesWon} {player.battlesWon === 1 ? "victory" : "victories"}
        </span>
      </span>
      <span className="font-display font-bold text-signal-strong tabular-nums">{formatPoints(player.score)}</span>
    </li>
  );
}
