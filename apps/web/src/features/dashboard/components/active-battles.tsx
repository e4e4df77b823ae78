import { Rocket, Swords } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { pagePath } from "@/lib/routing/pages";
import { DECK_LIST_SIZE, type ActiveBattle } from "../api/starship-feed";

// SPEC.md section 9: a battle without a mode is shown as ranked.
const DEFAULT_MODE = "ranked";
const modeLabel = (mode: string | null | undefined) => (mode || DEFAULT_MODE).replace(/_/g, " ");

/** The first five running battles, each with a way in (DESIGN.md section 7: View opens the battle). */
export function ActiveBattles({ battles }: { battles: ActiveBattle[] }) {
  return (
    <Card aria-labelledby="active-battles-title">
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle id="active-battles-title">Active Battles</CardTitle>
        <Link to={pagePath("MyBattles")} className="text-sm font-semibold text-signal-strong hover:underline">
          My battles
        </Link>
      </CardHeader>
      <CardContent>
        {battles.length === 0 ? (
          <EmptyState
            icon={Swords}
            title="No active battles"
            action={
              <Button asChild>
                <Link to={pagePath("BattleCreator")}>
                  <Rocket aria-hidden />
                  Launch First Battle
                </Link>
              </Button>
            }
          />
        ) : (
          <ul aria-labelledby="active-battles-title" className="divide-y divide-line">
            {battles.slice(0, DECK_LIST_SIZE).map((battle) => (
              <li key={battle.battleId} className="flex items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="truncate font-semibold text-ink">{battle.trackId}</p>
                  <p className="flex flex-wrap items-center gap-2 text-xs text-ink-muted">
                    <span>
                      {battle.opponents.length} {battle.opponents.length === 1 ? "pilot" : "pilots"}
                    </span>
                    <Badge tone="nebula" className="capitalize">
                      {modeLabel(battle.mode)}
                    </Badge>
                  </p>
                </div>
                <Button asChild variant="outline" size="sm" className="shrink-0">
                  <Link to={`/Battle?id=${encodeURIComponent(battle.battleId)}`} aria-label={`View ${battle.trackId}`}>
                    View
                  </Link>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
