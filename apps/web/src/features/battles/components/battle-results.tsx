import { Crown, Trophy } from "lucide-react";
import type { RankingEntry } from "@soundship/shared";
import { Badge } from "@/components/ui/badge";
import { PilotLink } from "@/components/pilot-link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/ui/cn";
import type { BattleDetails } from "../api/battle-details";
import { scoreText } from "../battle-format";
import { formatCount } from "@/lib/format/format";

type Results = NonNullable<BattleDetails["results"]>;

/** After completion: the ranking with every submission's pilot and scores, the winner, and the formula. */
export function BattleResults({ results, pot }: { results: Results; pot: number }) {
  const winner = results.ranking.find((entry) => entry.is_winner);
  return (
    <Card aria-labelledby="battle-results">
      <CardHeader>
        <CardTitle id="battle-results" className="flex items-center gap-2">
          <Trophy className="size-5 text-warn" aria-hidden />
          Results
        </CardTitle>
        <CardDescription role="status">{outcome(results, winner, pot)}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {results.ranking.length > 0 ? (
          <ol aria-label="Ranking" className="flex flex-col gap-2">
            {results.ranking.map((entry) => (
              <RankingRow key={entry.submission_id} entry={entry} />
            ))}
          </ol>
        ) : null}
        <p className="text-xs text-ink-muted">
          Calibrated score = <span className="font-mono text-ink">{results.formula}</span>, where the battle mean of calibrated votes is{" "}
          <span className="font-semibold text-ink tabular-nums">{scoreText(results.battle_mean)}</span>; the raw mean is the plain average of
          the votes counted. <span className="font-mono text-ink">{results.calibration}</span>. Votes of the host and entrants never count.
        </p>
      </CardContent>
    </Card>
  );
}

function outcome(results: Results, winner: RankingEntry | undefined, pot: number): string {
  if (!results.settled) return "Judging is over. The pot is being paid out...";
  if (winner) return `${winner.pilot_callsign} wins the pot of ${formatCount(pot)} SD.`;
  return results.ranking.length === 0
    ? "Nobody entered, so the host's prize pool went back to them."
    : "Nobody voted, so every entry fee and the prize pool went back.";
}

function RankingRow({ entry }: { entry: RankingEntry }) {
  const figures: [string, string][] = [
    ["Calibrated score", scoreText(entry.weighted_score)],
    ["Raw mean", scoreText(entry.raw_mean)],
    ["Votes", String(entry.votes)],
    ["Creativity", scoreText(entry.average_creativity)],
    ["Technical", scoreText(entry.average_technical)],
    ["Impact", scoreText(entry.average_impact)],
  ];
  return (
    <li
      aria-label={`#${entry.rank} ${entry.pilot_callsign}`}
      className={cn("flex flex-col gap-3 rounded-lg border p-3", entry.is_winner ? "border-warn/60 bg-warn/10" : "border-line bg-space/50")}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-display text-lg font-bold text-ink tabular-nums">#{entry.rank}</span>
        <PilotLink id={entry.pilot_id} name={entry.pilot_callsign} avatarUrl={entry.pilot_avatar_url} nameClassName="font-semibold text-ink" />
        <span className="text-sm text-ink-muted">{entry.title}</span>
        {entry.is_winner ? (
          <Badge tone="warn">
            <Crown className="size-3" aria-hidden />
            Winner
          </Badge>
        ) : null}
        {entry.is_mine ? <Badge tone="signal">You</Badge> : null}
      </div>
      <dl className="grid grid-cols-3 gap-2 text-center sm:grid-cols-6">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-[0.7rem] tracking-wider text-ink-muted uppercase">{label}</dt>
            <dd className="font-semibold text-ink tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
