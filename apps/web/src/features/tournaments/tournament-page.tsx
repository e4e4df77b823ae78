import { Link, useSearchParams } from "react-router";
import { tournamentCountdown, tournamentTimeStatus, type BracketPilot } from "@soundship/shared";
import { Crown, Swords, Trophy } from "lucide-react";
import { TimeLeft } from "@/components/time-left";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { PilotLink } from "@/components/pilot-link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { DetailFallback } from "@/components/detail-fallback";
import { BATTLE_TYPE_LABELS } from "@/lib/format/battle-labels";
import { useCurrentUser } from "@/lib/hooks/current-user";
import { formatDateTime } from "@/lib/format/format";
import { battlePath, PAGE_TITLES } from "@/lib/routing/pages";
import { useNow } from "@/lib/hooks/use-now";
import { useTournamentDetails, type TournamentDetails } from "./api/tournament-details";
import { TournamentBracket } from "./components/tournament-bracket";
import { formatDollars } from "./tournament-groups";

const STATUS_TONES: Record<string, BadgeTone> = { Upcoming: "signal", Active: "go", Completed: "muted" };

/** /Tournament?id=…: the rules, the entrants, the bracket round by round, the pilot's next match and the champion. */
export function TournamentPage() {
  const id = useSearchParams()[0].get("id") ?? "";
  const details = useTournamentDetails(id);
  const { data: user } = useCurrentUser();

  if (details.data) return <Briefing details={details.data} timeZone={user?.timezone} />;
  return (
    <DetailFallback
      title={PAGE_TITLES.Tournament}
      icon={Trophy}
      noun="Tournament"
      id={id}
      error={details.error}
      isError={details.isError}
      onRetry={() => void details.refetch()}
      loadingText="Loading Tournament..."
    />
  );
}

function Briefing({ details, timeZone }: { details: TournamentDetails; timeZone?: string }) {
  const now = new Date(useNow(60_000));
  const { tournament, champion, rounds } = details;
  const status = tournamentTimeStatus(tournament, now);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={tournament.name}
        icon={Trophy}
        subtitle={tournament.description || undefined}
        actions={
          <div className="flex flex-col items-start gap-1.5 sm:items-end">
            <div className="flex gap-2">
              <Badge tone={STATUS_TONES[status]}>{status}</Badge>
              {details.enrolled ? <Badge tone="go">Enrolled</Badge> : null}
            </div>
            <p className="text-sm font-semibold text-signal-strong tabular-nums">{tournamentCountdown(tournament, now)}</p>
          </div>
        }
      />
      {champion ? <ChampionBanner champion={champion} pot={tournament.stardust_pot} /> : null}
      {details.my_next_match ? <NextMatch next={details.my_next_match} timeZone={timeZone} /> : null}
      {rounds.length ? (
        <TournamentBracket rounds={rounds} />
      ) : (
        <EmptyState
          icon={Swords}
          title={tournament.bracket_started_at ? "No matches to play" : "The bracket is drawn when the tournament starts"}
          description={
            tournament.bracket_started_at
              ? "Fewer than two pilots entered, so there was nobody to play."
              : "Entrants are seeded at random at the start time, with byes for the top seeds when the field is not a power of two."
          }
          className="bg-hull/60"
        />
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <Rules tournament={tournament} timeZone={timeZone} />
        <Entrants entrants={details.entrants} />
      </div>
    </div>
  );
}

function ChampionBanner({ champion, pot }: { champion: BracketPilot; pot: number }) {
  return (
    <section aria-label="Champion" className="flex items-center gap-4 rounded-xl border border-warn/50 bg-warn/10 px-5 py-4">
      <Crown className="size-8 text-warn" aria-hidden />
      <div>
        <p className="text-xs font-semibold tracking-wider text-ink-muted uppercase">Champion</p>
        <p className="text-lg font-bold text-ink">
          <PilotLink id={champion.id} name={champion.callsign} avatarUrl={champion.avatar_url} size="md" className="align-middle" />
          {champion.is_me ? " (you)" : ""}
        </p>
        {pot > 0 ? <p className="text-sm text-ink-muted">Took the pot of {pot} Stardust</p> : null}
      </div>
    </section>
  );
}

function NextMatch({ next, timeZone }: { next: NonNullable<TournamentDetails["my_next_match"]>; timeZone?: string }) {
  return (
    <Card aria-labelledby="next-match">
      <CardHeader>
        <CardTitle id="next-match">Your next match</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        <p className="text-ink">
          {next.round_name}, match {next.match}: you against{" "}
          <span className="font-semibold">{next.opponent ? next.opponent.callsign : "the winner of the match before"}</span>
        </p>
        {next.deadline ? (
          <p className="text-ink-muted">
            {next.entered ? "You have entered. " : "Enter a track before "}
            {next.entered ? "Entries close " : ""}
            {formatDateTime(next.deadline, timeZone)} (<TimeLeft until={next.deadline} />
            ). A pilot who does not enter loses the match.
          </p>
        ) : (
          <p className="text-ink-muted">The match battle opens as soon as both pilots are known.</p>
        )}
        {next.battle_id ? (
          <Button asChild className="self-start">
            <Link to={battlePath(next.battle_id)}>{next.entered ? "Open the match battle" : "Enter the match battle"}</Link>
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}

function Rules({ tournament, timeZone }: { tournament: TournamentDetails["tournament"]; timeZone?: string }) {
  const facts: [string, string][] = [
    ["Mode", BATTLE_TYPE_LABELS[tournament.battle_type]],
    ["Entry fee", `${tournament.entry_fee} Stardust${tournament.my_fee !== tournament.entry_fee ? ` (${tournament.my_fee} for you)` : ""}`],
    ["Minimum tier", tournament.min_tier ? tournament.min_tier.charAt(0).toUpperCase() + tournament.min_tier.slice(1) : "Any"],
    ["Players", `${tournament.current_players}/${tournament.max_players}`],
    ["Prize pool", formatDollars(tournament.prize_pool)],
    ["Stardust pot", `${tournament.stardust_pot} Stardust`],
    ["Starts", formatDateTime(tournament.starts_at, timeZone)],
    ["Scheduled end", formatDateTime(tournament.ends_at, timeZone)],
    ["Each round", `${hours(tournament.match_entry_hours)} to enter, ${hours(tournament.match_voting_hours)} to judge`],
  ];
  return (
    <Card aria-labelledby="tournament-rules">
      <CardHeader>
        <CardTitle id="tournament-rules">Rules</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm">
        <ul className="flex list-disc flex-col gap-1 pl-5 text-ink-muted">
          <li>Single elimination: at the start, entrants are seeded at random; top seeds get the byes.</li>
          <li>Each match is a head-to-head battle only its two pilots may enter, judged in the Judge Panel like any battle.</li>
          <li>The winner advances; a pilot who does not enter loses; with no entries or no votes the higher seed advances.</li>
          <li>The champion takes the Stardust pot: every entry fee paid. A running bracket is played to its final, even past the scheduled end.</li>
        </ul>
        <dl className="grid gap-2 sm:grid-cols-2">
          {facts.map(([label, value]) => (
            <div key={label} className="rounded-lg border border-line bg-space/50 px-3 py-2">
              <dt className="text-xs font-medium tracking-wider text-ink-muted uppercase">{label}</dt>
              <dd className="text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

function Entrants({ entrants }: { entrants: BracketPilot[] }) {
  return (
    <Card aria-labelledby="tournament-entrants">
      <CardHeader>
        <CardTitle id="tournament-entrants">Entrants</CardTitle>
      </CardHeader>
      <CardContent>
        {entrants.length ? (
          <ol className="flex flex-col gap-1 text-sm">
            {entrants.map((entrant, index) => (
              <li key={entrant.id ?? `${entrant.callsign}-${index}`} className="flex min-w-0 items-center gap-2 text-ink">
                <span className="w-8 text-xs text-ink-muted tabular-nums">{entrant.seed ? `#${entrant.seed}` : `${index + 1}.`}</span>
                <PilotLink id={entrant.id} name={entrant.callsign} avatarUrl={entrant.avatar_url} />
                {entrant.is_me ? <Badge tone="go">You</Badge> : null}
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-ink-muted">No pilots have joined yet.</p>
        )}
      </CardContent>
    </Card>
  );
}

/** '48' → '2 days', '36' → '36 hours'. */
function hours(total: number): string {
  if (total % 24 === 0) return total === 24 ? "1 day" : `${total / 24} days`;
  return total === 1 ? "1 hour" : `${total} hours`;
}
