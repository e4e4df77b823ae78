import { useCallback, useDeferredValue } from "react";
import { Link, useSearchParams } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { Swords } from "lucide-react";
import { PageHeader } from "@/components/ui/page-header";
import { DetailFallback } from "@/components/detail-fallback";
import { useCurrentUser } from "@/lib/hooks/current-user";
import { PAGE_TITLES, tournamentPath } from "@/lib/routing/pages";
import { ReportDialog } from "@/components/reports/report-dialog";
import { BATTLES_KEY } from "./api/battle-keys";
import { useBattleDetails, type BattleDetails } from "./api/battle-details";
import { OverseerNotice } from "./components/overseer-notice";
import { BattleFacts } from "./components/battle-facts";
import { BattleResults } from "./components/battle-results";
import { BattleRules } from "./components/battle-rules";
import { EnterBattlePanel } from "./components/enter-battle-panel";
import { JudgeFeedback } from "./components/judge-feedback";
import { PhaseCountdown } from "./components/phase-countdown";
import { StatusBadge } from "./components/status-badge";

/** /Battle?id=…: one battle's rules, pot, entrants, phase and, once judged, its results (DESIGN.md section 6). */
export function BattlePage() {
  const id = useSearchParams()[0].get("id") ?? "";
  const details = useBattleDetails(id);
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  // When a phase ends the status, the entry form and the results all change: read them again.
  const reread = useCallback(() => void queryClient.invalidateQueries({ queryKey: BATTLES_KEY }), [queryClient]);
  // Built in the background once it arrives, with the main thread free between slices (lib/hooks/use-settled.ts).
  const briefing = useDeferredValue(details.data);

  if (briefing) return <Briefing details={briefing} timeZone={user?.timezone} onPhaseEnd={reread} />;
  return (
    <DetailFallback
      title={PAGE_TITLES.Battle}
      icon={Swords}
      noun="Battle"
      id={id}
      error={details.error}
      isError={details.isError}
      onRetry={() => void details.refetch()}
    />
  );
}

function Briefing({ details, timeZone, onPhaseEnd }: { details: BattleDetails; timeZone?: string; onPhaseEnd: () => void }) {
  const { battle, results } = details;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={battle.title || "Untitled battle"}
        icon={Swords}
        subtitle={
          battle.tournament_id ? (
            <Link to={tournamentPath(battle.tournament_id)} className="text-signal-strong underline-offset-2 hover:underline">
              A tournament match: see the bracket
            </Link>
          ) : (
            `Hosted by ${battle.host_callsign}${details.is_host ? " (you)" : ""}`
          )
        }
        actions={
          <div className="flex flex-col items-start gap-1.5 sm:items-end">
            <StatusBadge status={battle.status} />
            <PhaseCountdown status={battle.status} nextPhaseAt={battle.next_phase_at} onPhaseEnd={onPhaseEnd} />
            {details.is_host ? null : (
              <ReportDialog target={{ target_type: "pilot", battle_id: battle.id }} label={`host ${battle.host_callsign}`} buttonText="Report host" />
            )}
          </div>
        }
      />
      <OverseerNotice details={details} />
      <BattleFacts details={details} />
      {results ? <BattleResults results={results} pot={battle.pot} /> : null}
      {results?.feedback ? <JudgeFeedback feedback={results.feedback} /> : null}
      <EnterBattlePanel details={details} />
      <BattleRules battle={battle} judging={details.judging} timeZone={timeZone} />
    </div>
  );
}
