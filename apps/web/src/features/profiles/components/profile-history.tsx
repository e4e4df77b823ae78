import { Swords, Trophy } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { BATTLE_TYPE_LABELS } from "@/lib/format/battle-labels";
import { ordinal } from "@/lib/format/format";
import { battlePath, tournamentPath } from "@/lib/routing/pages";
import type { PilotProfile } from "../api/pilot-profile";

/** The pilot's recent completed battles with their place. */
export function ProfileBattles({ battles }: { battles: PilotProfile["battles"] }) {
  return (
    <Card aria-labelledby="profile-battles-title">
      <CardHeader>
        <CardTitle id="profile-battles-title">Recent Battles</CardTitle>
      </CardHeader>
      <CardContent>
        {battles.length === 0 ? (
          <EmptyState icon={Swords} title="No completed battles yet" />
        ) : (
          <ul className="divide-y divide-line">
            {battles.map((battle) => (
              <li key={battle.battle_id} className="flex items-center gap-3 py-3">
                <span className="min-w-0 flex-1">
                  <Link to={battlePath(battle.battle_id)} className="block truncate font-semibold text-ink hover:underline">
                    {battle.title || "Untitled battle"}
                  </Link>
                  <span className="text-xs text-ink-muted">{BATTLE_TYPE_LABELS[battle.battle_type]}</span>
                </span>
                <Badge tone={battle.place === 1 ? "warn" : "muted"}>
                  {battle.place ? `${ordinal(battle.place)} of ${battle.entrants}` : "Refunded"}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function tournamentOutcome(tournament: PilotProfile["tournaments"][number]): string {
  if (tournament.champion) return "Champion";
  if (tournament.round_reached === null) return "Enrolled";
  const reached = tournament.rounds ? `round ${tournament.round_reached} of ${tournament.rounds}` : `round ${tournament.round_reached}`;
  return tournament.completed ? `Reached ${reached}` : `Playing ${reached}`;
}

/** The tournaments the pilot joined and how far they went. */
export function ProfileTournaments({ tournaments }: { tournaments: PilotProfile["tournaments"] }) {
  return (
    <Card aria-labelledby="profile-tournaments-title">
      <CardHeader>
        <CardTitle id="profile-tournaments-title">Tournaments</CardTitle>
      </CardHeader>
      <CardContent>
        {tournaments.length === 0 ? (
          <EmptyState icon={Trophy} title="No tournaments yet" />
        ) : (
          <ul className="divide-y divide-line">
            {tournaments.map((tournament) => (
              <li key={tournament.tournament_id} className="flex items-center gap-3 py-3">
                <Link to={tournamentPath(tournament.tournament_id)} className="min-w-0 flex-1 truncate font-semibold text-ink hover:underline">
                  {tournament.name}
                </Link>
                <Badge tone={tournament.champion ? "warn" : "muted"}>{tournamentOutcome(tournament)}</Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
