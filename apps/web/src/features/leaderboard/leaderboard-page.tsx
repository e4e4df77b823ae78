import { useEffect, useState } from "react";
import { LEADERBOARD_PERIODS, type LeaderboardPeriod } from "@soundship/shared";
import { Trophy } from "lucide-react";
import { LoadingState } from "@/components/ui/loading-state";
import { PageHeader } from "@/components/ui/page-header";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useCurrentUser } from "@/lib/hooks/current-user";
import { formatDateTime } from "@/lib/format/format";
import { useSettled } from "@/lib/hooks/use-settled";
import { PAGE_LOADING_TEXTS, PAGE_TITLES } from "@/lib/routing/pages";
import { useLeaderboard } from "./api/leaderboard";
import { FullRankings } from "./components/full-rankings";
import { Podium } from "./components/podium";

const TAB_LABELS: Record<LeaderboardPeriod, string> = { all_time: "All-time", season: "This Season" };

/** /Leaderboard: the Galactic Leaderboard, all-time and this season (SPEC.md section 2). */
export function LeaderboardPage() {
  const [period, setPeriod] = useState<LeaderboardPeriod>("all_time");
  return (
    <>
      <PageHeader title={PAGE_TITLES.Leaderboard} icon={Trophy} subtitle="Ranked by score, then victories, then the earliest sign-up." />
      <Tabs value={period} onValueChange={(value) => setPeriod(value as LeaderboardPeriod)}>
        <TabsList aria-label="Boards">
          {LEADERBOARD_PERIODS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {TAB_LABELS[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        {LEADERBOARD_PERIODS.map((value) => (
          <TabsContent key={value} value={value}>
            {value === period ? <Board period={value} /> : null}
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}

function Board({ period }: { period: LeaderboardPeriod }) {
  const { data: user } = useCurrentUser();
  const board = useLeaderboard(period);
  // SPEC.md section 8: a failed load is only logged; the pilot sees the empty list.
  useEffect(() => {
    if (board.error) console.error("Leaderboard: rankings failed to load", board.error);
  }, [board.error]);
  const settled = useSettled(board);

  if (!settled) return <LoadingState text={PAGE_LOADING_TEXTS.Leaderboard} />;
  const players = board.data?.players ?? [];
  return (
    <>
      {period === "season" && board.data ? (
        <p className="mb-4 text-sm text-ink-muted">
          XP earned this month. The season ends{" "}
          <time dateTime={board.data.season.endsAt} className="font-semibold text-ink">
            {formatDateTime(board.data.season.endsAt, user?.timezone)}
          </time>
          .
        </p>
      ) : null}
      {players.length >= 3 ? <Podium players={players} meId={user?.id} /> : null}
      <FullRankings board={board.data} meId={user?.id} />
    </>
  );
}
