import { BattleList } from "@/features/battles/components/battle-list";
import { TournamentHubPage } from "@/features/tournaments/tournament-hub-page";

/**
 * /TournamentHub, the Battle Arena: the tournaments, and below them the battles (DESIGN.md section 7).
 * Composed here because features do not import each other.
 */
export function BattleArenaPage() {
  return (
    <>
      <TournamentHubPage />
      <BattleList />
    </>
  );
}
