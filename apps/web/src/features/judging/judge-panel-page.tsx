import { useCallback, useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Gavel, MousePointerClick } from "lucide-react";
import { MESSAGES } from "@soundship/shared";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadingState } from "@/components/ui/loading-state";
import { PageHeader } from "@/components/ui/page-header";
import { useSettled } from "@/lib/hooks/use-settled";
import { PAGE_TITLES } from "@/lib/routing/pages";
import { MyReports } from "@/components/reports/my-reports";
import { useJudgeBattles, type JudgeBattle } from "./api/judge-battles";
import { JUDGE_KEY } from "./api/judge-keys";
import { SubmissionList } from "./components/submission-list";
import { VotingBattleList } from "./components/voting-battle-list";

/** /JudgePanel: battles in voting on the left, the selected battle's submissions to score on the right (SPEC.md section 2). */
export function JudgePanelPage() {
  const battles = useJudgeBattles();
  const settled = useSettled(battles);

  // SPEC.md section 8: a failed load is only logged, and the empty list is shown.
  useEffect(() => {
    if (battles.error) console.error("Judge Panel: battles failed to load", battles.error);
  }, [battles.error]);

  return (
    <>
      <PageHeader title={PAGE_TITLES.JudgePanel} icon={Gavel} subtitle="Score each submission blind: creativity, technical and impact." />
      {settled ? <JudgeDesk battles={battles.data ?? []} /> : <LoadingState text={MESSAGES.loadingJudgePanel} />}
      <MyReports />
    </>
  );
}

function JudgeDesk({ battles }: { battles: JudgeBattle[] }) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const queryClient = useQueryClient();
  const reread = useCallback(() => void queryClient.invalidateQueries({ queryKey: JUDGE_KEY }), [queryClient]);
  const selected = battles.find((battle) => battle.id === selectedId);

  // Choosing a battle takes focus to its submissions, which sit below the list on a phone.
  useEffect(() => {
    if (selectedId) heading.current?.focus();
  }, [selectedId]);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(16rem,20rem)_1fr]">
      <VotingBattleList battles={battles} selectedId={selectedId} onSelect={setSelectedId} onVotingEnd={reread} />
      <section aria-label="Submissions to judge" className="min-w-0">
        {selected ? (
          <>
            <h2 ref={heading} tabIndex={-1} className="mb-4 font-display text-xl font-bold break-words text-ink outline-none">
              {selected.title || "Untitled battle"}
            </h2>
            <SubmissionList key={selected.id} battleId={selected.id} />
          </>
        ) : (
          <EmptyState icon={MousePointerClick} title={MESSAGES.selectBattleToJudge} className="bg-hull/60" />
        )}
      </section>
    </div>
  );
}
