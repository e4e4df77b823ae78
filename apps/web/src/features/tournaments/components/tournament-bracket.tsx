import { Link } from "react-router";
import type { BracketMatch, BracketPilot } from "@soundship/shared";
import { Badge } from "@/components/ui/badge";
import { PilotLink } from "@/components/pilot-link";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/ui/cn";
import { battlePath } from "@/lib/routing/pages";
import type { TournamentDetails } from "../api/tournament-details";

/** The bracket drawn round by round: who played whom, their scores, who advanced, and each match's battle. */
export function TournamentBracket({ rounds }: { rounds: TournamentDetails["rounds"] }) {
  return (
    <Card aria-labelledby="tournament-bracket">
      <CardHeader>
        <CardTitle id="tournament-bracket">Bracket</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="flex gap-4 overflow-x-auto pb-2" aria-label="Rounds">
          {rounds.map((round) => (
            <li key={round.round} className="flex min-w-56 flex-1 flex-col gap-3" aria-label={round.name}>
              <h3 className="text-xs font-semibold tracking-wider text-ink-muted uppercase">{round.name}</h3>
              <ul className="flex flex-1 flex-col justify-around gap-3">
                {round.matches.map((match) => (
                  <MatchBox key={match.match} match={match} />
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

function MatchBox({ match }: { match: BracketMatch }) {
  return (
    <li className="rounded-lg border border-line bg-space/50 text-sm" aria-label={`Match ${match.match}`}>
      <Side pilot={match.a.pilot} score={match.a.score} advanced={match.winner === "a"} placeholder="To be decided" />
      <div className="border-t border-line" />
      <Side pilot={match.b.pilot} score={match.b.score} advanced={match.winner === "b"} placeholder={match.bye ? "Bye" : "To be decided"} />
      {match.battle_id ? (
        <div className="flex items-center justify-between gap-2 border-t border-line px-3 py-1.5">
          {match.battle_status ? <Badge tone={match.battle_status === "completed" ? "muted" : "go"}>{match.battle_status}</Badge> : <span />}
          <Link to={battlePath(match.battle_id)} className="text-xs font-semibold text-signal-strong underline-offset-2 hover:underline">
            Match battle
          </Link>
        </div>
      ) : null}
    </li>
  );
}

function Side({ pilot, score, advanced, placeholder }: { pilot: BracketPilot | null; score: number | null; advanced: boolean; placeholder: string }) {
  return (
    <div className={cn("flex items-center justify-between gap-2 px-3 py-2", advanced && "bg-go/10")}>
      <span className={cn("truncate", pilot ? "text-ink" : "text-ink-muted italic", advanced && "font-semibold")}>
        {pilot ? (
          <>
            {pilot.seed ? <span className="mr-1.5 text-xs text-ink-muted tabular-nums">#{pilot.seed}</span> : null}
            <PilotLink id={pilot.id} name={pilot.callsign} avatarUrl={pilot.avatar_url} className="align-middle" />
            {pilot.is_me ? " (you)" : ""}
          </>
        ) : (
          placeholder
        )}
      </span>
      <span className="flex items-center gap-2">
        {score !== null ? <span className="tabular-nums text-ink-muted">{score.toFixed(2)}</span> : null}
        {advanced ? <Badge tone="go">Advanced</Badge> : null}
      </span>
    </div>
  );
}
