import type { Tournament, User } from "@soundship/shared";
import { Trophy } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useNow } from "@/lib/hooks/use-now";
import { useJoinTournament } from "../api/join-tournament";
import { HUB_TABS, hubStats, pilotTier, tournamentsInTab } from "../tournament-groups";
import { TournamentCard } from "./tournament-card";
import { TournamentStats } from "./tournament-stats";

interface TournamentBoardProps {
  tournaments: Tournament[];
  enrolled: ReadonlySet<string>;
  user: User;
}

/** The stat tiles and the four tabs of tournaments; countdowns tick every minute. */
export function TournamentBoard({ tournaments, enrolled, user }: TournamentBoardProps) {
  const now = new Date(useNow(60_000));
  const join = useJoinTournament(user.email);
  const tier = pilotTier(user, now);
  return (
    <div className="flex flex-col gap-6">
      <TournamentStats stats={hubStats(tournaments, enrolled, now)} />
      <Tabs defaultValue="open">
        <TabsList aria-label="Tournaments" stretch className="sm:inline-flex sm:w-auto">
          {HUB_TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value} className="whitespace-nowrap">
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {HUB_TABS.map((tab) => {
          const listed = tournamentsInTab(tab.value, tournaments, enrolled, now);
          return (
            <TabsContent key={tab.value} value={tab.value}>
              {listed.length === 0 ? (
                <EmptyState icon={Trophy} title={tab.empty} />
              ) : (
                <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
                  {listed.map((tournament) => (
                    <li key={tournament.id} aria-label={tournament.name}>
                      <TournamentCard
                        tournament={tournament}
                        now={now}
                        tier={tier}
                        enrolled={enrolled.has(tournament.id)}
                        joining={join.isPending && join.variables?.id === tournament.id}
                        balance={user.stardust}
                        onJoin={(t) => join.mutateAsync(t)}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </TabsContent>
          );
        })}
      </Tabs>
    </div>
  );
}
