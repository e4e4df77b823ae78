import { CALIBRATION_FORMULA, WEIGHTED_SCORE_FORMULA, type BattleView } from "@soundship/shared";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { BATTLE_TYPE_LABELS } from "@/lib/format/battle-labels";
import { formatDateTime } from "@/lib/format/format";

/** The battle's rules: mode, genre, the host's brief, the schedule, who may judge and how the winner is found. */
export function BattleRules({ battle, judging, timeZone }: { battle: BattleView; judging: { rule: string; may_judge: boolean }; timeZone?: string }) {
  const schedule: [string, string][] = [
    ["Entries open", battle.start_time],
    ["Entries close", battle.end_time],
    ["Voting ends", battle.voting_end_time],
  ];
  return (
    <Card aria-labelledby="battle-rules">
      <CardHeader>
        <CardTitle id="battle-rules">Rules</CardTitle>
        <div className="flex flex-wrap gap-2">
          <Badge tone="nebula">{BATTLE_TYPE_LABELS[battle.battle_type]}</Badge>
          <Badge tone="signal">{battle.genre}</Badge>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm">
        {battle.description ? <p className="whitespace-pre-line text-ink">{battle.description}</p> : null}
        <ul className="flex list-disc flex-col gap-1 pl-5 text-ink-muted">
          <li>Enter with one of your own beats or songs while entries are open; the entry fee goes into the pot.</li>
          <li>Judges score each submission blind, 0 to 10 for creativity, technical and impact.</li>
          <li>
            {judging.rule}.{" "}
            <span className="text-ink">{judging.may_judge ? "You may judge it." : "You have a stake in it, so you may not judge it."}</span>
          </li>
          <li>
            Every judge counts alike: <span className="font-mono text-ink">{CALIBRATION_FORMULA}</span>.
          </li>
          <li>
            The highest weighted score of calibrated votes wins the whole pot: <span className="font-mono text-ink">{WEIGHTED_SCORE_FORMULA}</span>. Ties go to more
            votes, then the earlier entry. With no entries or no votes, everyone is refunded.
          </li>
        </ul>
        <dl className="grid gap-2 sm:grid-cols-3">
          {schedule.map(([label, time]) => (
            <div key={label} className="rounded-lg border border-line bg-space/50 px-3 py-2">
              <dt className="text-xs font-medium tracking-wider text-ink-muted uppercase">{label}</dt>
              <dd className="text-ink">{formatDateTime(time, timeZone)}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
