import { Link } from "react-router";
import { discountedFee, tournamentCountdown, tournamentStateAt, tournamentTimeStatus, type Tier, type Tournament } from "@soundship/shared";
import { Lock } from "lucide-react";
import { ConfirmSpend, stardustSpendLines } from "@/components/confirm-spend-dialog";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { pagePath, tournamentPath } from "@/lib/routing/pages";
import { formatDollars, isLocked } from "../tournament-groups";

const STATUS_TONES: Record<string, BadgeTone> = { Upcoming: "signal", Active: "go", Completed: "muted" };

interface TournamentCardProps {
  tournament: Tournament;
  now: Date;
  tier: Tier | null;
  enrolled: boolean;
  joining: boolean;
  /** The pilot's Stardust, to show the balance after the fee and whether they can pay it. */
  balance: number;
  onJoin: (tournament: Tournament) => Promise<unknown>;
}

/** One tournament: SPEC.md's fields, its badges, and the one action the pilot can take on it. */
export function TournamentCard({ tournament, now, tier, enrolled, joining, balance, onJoin }: TournamentCardProps) {
  const status = tournamentTimeStatus(tournament, now);
  const locked = isLocked(tournament, tier);
  const open = tournamentStateAt(tournament, now) === "open";
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <div className="flex flex-wrap gap-2">
          <Badge tone={STATUS_TONES[status]}>{status}</Badge>
          {enrolled ? <Badge tone="go">Enrolled</Badge> : null}
          {locked ? (
            <Badge tone="warn">
              <Lock className="size-3" aria-hidden /> Locked
            </Badge>
          ) : null}
        </div>
        <CardTitle className="text-base">{tournament.name}</CardTitle>
        {tournament.description ? <CardDescription>{tournament.description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="flex-1">
        <p className="mb-3 text-sm font-semibold text-signal-strong tabular-nums">{tournamentCountdown(tournament, now)}</p>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          <Fact label="Players" value={`${tournament.current_players}/${tournament.max_players}`} />
          <Fact label="Entry fee" value={`${tournament.entry_fee} Stardust`} />
          <Fact label="Minimum tier" value={tournament.min_tier ? capitalize(tournament.min_tier) : "Any"} />
          <Fact label="Prize pool" value={formatDollars(tournament.prize_pool)} />
        </dl>
      </CardContent>
      <CardFooter className="flex flex-col gap-2">
        {open && !enrolled ? (
          locked ? (
            <Button asChild variant="outline" className="w-full">
              <Link to={pagePath("MembershipHQ")}>Upgrade to Join</Link>
            </Button>
          ) : (
            <JoinButton tournament={tournament} fee={discountedFee(tier, tournament.entry_fee)} balance={balance} joining={joining} onJoin={onJoin} />
          )
        ) : null}
        <Button asChild variant="ghost" className="w-full">
          <Link to={tournamentPath(tournament.id)} aria-label={`View Details of ${tournament.name}`}>
            View Details
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

/** Join Tournament: free joins at once; a fee is confirmed first, and one the pilot cannot pay is disabled with the shortfall. */
function JoinButton({ tournament, fee, balance, joining, onJoin }: { tournament: Tournament; fee: number; balance: number; joining: boolean; onJoin: (tournament: Tournament) => Promise<unknown> }) {
  const label = `Join Tournament ${tournament.name}`;
  if (fee === 0) {
    return (
      <Button className="w-full" disabled={joining} onClick={() => void onJoin(tournament).catch(() => undefined)} aria-label={label}>
        Join Tournament
      </Button>
    );
  }
  const short = fee > balance;
  return (
    <>
      <ConfirmSpend
        title={`Join ${tournament.name}?`}
        lines={stardustSpendLines(fee, balance)}
        confirmLabel={`Pay ${fee} SD and join`}
        onConfirm={() => onJoin(tournament)}
        trigger={(open) => (
          <Button className="w-full" disabled={joining || short} onClick={open} aria-label={label}>
            Join Tournament
          </Button>
        )}
      />
      {short ? <p className="text-xs font-semibold text-warn">You need {fee - balance} more SD to join.</p> : null}
    </>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="font-semibold text-ink tabular-nums">{value}</dd>
    </div>
  );
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
