import type { ReactNode } from "react";
import { Swords, WifiOff } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadingState } from "@/components/ui/loading-state";
import { PageHeader } from "@/components/ui/page-header";
import { useCurrentUser } from "@/lib/hooks/current-user";
import { PAGE_TITLES } from "@/lib/routing/pages";
import { useMyEntries, useTournaments } from "./api/tournaments";
import { TournamentBoard } from "./components/tournament-board";

/**
 * /TournamentHub (the Battle Arena): tournaments by state, the pilot's entries, joining (SPEC.md
 * section 2), and below them `children`: the battles, which another feature lists (DESIGN.md section 7).
 */
export function TournamentHubPage({ children }: { children?: ReactNode }) {
  const tournaments = useTournaments();
  const entries = useMyEntries();
  const user = useCurrentUser();
  const failed = tournaments.isError || entries.isError;
  return (
    <>
      <PageHeader title={PAGE_TITLES.TournamentHub} icon={Swords} />
      {tournaments.data && entries.data && user.data ? (
        <TournamentBoard tournaments={tournaments.data} enrolled={entries.data} user={user.data} />
      ) : failed ? (
        <div role="alert">
          <EmptyState
            icon={WifiOff}
            title="Tournaments could not be loaded"
            action={<Button variant="secondary" onClick={() => void Promise.all([tournaments.refetch(), entries.refetch()])}>Try again</Button>}
            className="bg-hull/60"
          />
        </div>
      ) : (
        <LoadingState text="Loading Tournaments..." />
      )}
      {children}
    </>
  );
}
