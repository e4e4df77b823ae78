import type { LeaderboardPlayer } from "@soundship/shared";
import { Link } from "react-router";
import { Avatar } from "@/components/avatar";
import { RankMark } from "@/components/ui/rank-mark";
import { cn } from "@/lib/ui/cn";
import { formatPoints } from "@/lib/format/leaderboard-format";
import { pilotPath } from "@/lib/routing/pages";

// SPEC.md section 2: 2nd, 1st, 3rd from left to right, first place enlarged. The list keeps
// 1, 2, 3 in reading order for screen readers; only the layout moves them.
const PLACES = [
  { label: "1st place", layout: "order-2 min-h-56 border-warn/60 bg-warn/10", name: "text-lg" },
  { label: "2nd place", layout: "order-1 min-h-44 border-slate-300/40 bg-white/5", name: "text-base" },
  { label: "3rd place", layout: "order-3 min-h-40 border-orange-400/40 bg-orange-400/5", name: "text-base" },
];

/** The top three on a podium; shown only when there are at least three ranked pilots. */
export function Podium({ players, meId }: { players: LeaderboardPlayer[]; meId: string | undefined }) {
  return (
    <ol aria-label="Podium" className="mx-auto mb-8 grid max-w-2xl grid-cols-[minmax(0,1fr)_minmax(0,1.25fr)_minmax(0,1fr)] items-end gap-3 px-2 pt-4 sm:gap-6">
      {players.slice(0, 3).map((player, index) => {
        const place = PLACES[index]!;
        return (
          <li
            key={player.userId}
            aria-label={place.label}
            aria-current={player.userId === meId ? "true" : undefined}
            className={cn(
              "flex min-w-0 flex-col items-center justify-end gap-2 rounded-t-xl border px-2 pt-4 pb-5 text-center backdrop-blur-sm",
              "aria-[current=true]:ring-2 aria-[current=true]:ring-signal",
              place.layout,
            )}
          >
            <RankMark rank={index + 1} className={index === 0 ? "[&_svg]:size-10" : "[&_svg]:size-8"} />
            <Avatar name={player.username || player.userId} url={player.avatarUrl} colourKey={player.userId} size="md" />
            <Link to={pilotPath(player.userId)} className={cn("w-full truncate font-display font-bold text-ink hover:underline", place.name)}>
              {player.username || player.userId}
            </Link>
            <span className="text-xs text-ink-muted">
              {player.battlesWon} {player.battlesWon === 1 ? "victory" : "victories"}
            </span>
            <span className="font-display text-sm font-bold text-signal-strong tabular-nums">{formatPoints(player.score)}</span>
          </li>
        );
      })}
    </ol>
  );
}
