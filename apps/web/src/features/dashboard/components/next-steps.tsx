import { CheckCircle2, Sparkles, Target, Trophy, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import type { DrawAvailability } from "@/lib/hooks/use-draw-availability";
import { pagePath, type PageName } from "@/lib/routing/pages";
import type { DailyQuests } from "../api/daily-quests";

interface NextStepsProps {
  quests: DailyQuests | undefined;
  draw: DrawAvailability;
  ranked: boolean;
}

/** What to do next, at a glance: today's quests, the daily card, and how to get a rank. */
export function NextSteps({ quests, draw, ranked }: NextStepsProps) {
  return (
    <Card aria-labelledby="next-steps-title" className="mb-6">
      <CardHeader>
        <CardTitle id="next-steps-title">Today&apos;s Orders</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 md:grid-cols-3">
          <Step icon={Target} page="QuestBay" done={Boolean(quests && quests.total > 0 && quests.completed === quests.total && quests.claimable === 0)}>
            <QuestSummary quests={quests} />
          </Step>
          <Step icon={Sparkles} page="LuckCardDraw" done={!draw.canDraw}>
            {draw.canDraw ? (
              <>
                <span className="font-semibold text-ink">Daily luck card ready</span>
                <span className="text-xs text-ink-muted">{draw.drawnToday ? `${draw.extraDraws} extra draw left` : "Not drawn yet today"}</span>
              </>
            ) : (
              <>
                <span className="font-semibold text-ink">Luck card drawn today</span>
                <span className="text-xs text-ink-muted">A new card waits tomorrow</span>
              </>
            )}
          </Step>
          <Step icon={Trophy} page={ranked ? "Leaderboard" : "TransmissionBay"} done={ranked}>
            {ranked ? (
              <>
                <span className="font-semibold text-ink">You are on the board</span>
                <span className="text-xs text-ink-muted">Win battles to climb</span>
              </>
            ) : (
              <>
                <span className="font-semibold text-ink">Earn XP to get a Galaxy Rank</span>
                <span className="text-xs text-ink-muted">Upload a track, claim a quest or enter a battle</span>
              </>
            )}
          </Step>
        </ul>
      </CardContent>
    </Card>
  );
}

function QuestSummary({ quests }: { quests: DailyQuests | undefined }) {
  if (!quests) return <span className="font-semibold text-ink">Daily quests</span>;
  const percent = quests.total ? Math.round((quests.completed / quests.total) * 100) : 0;
  return (
    <>
      <span className="font-semibold text-ink">
        {quests.completed} of {quests.total} daily quests complete
      </span>
      <Progress value={percent} label="Daily quests complete" className="my-1" />
      <span className="text-xs text-ink-muted">
        {quests.claimable > 0 ? `${quests.claimable} ${quests.claimable === 1 ? "reward" : "rewards"} to claim` : "Complete quests to earn Stardust and XP"}
      </span>
    </>
  );
}

function Step({ icon: Icon, page, done, children }: { icon: LucideIcon; page: PageName; done: boolean; children: ReactNode }) {
  return (
    <li>
      <Link
        to={pagePath(page)}
        className="flex h-full items-start gap-3 rounded-lg border border-line bg-space/40 p-3 transition-colors hover:border-signal/60 hover:bg-signal/10"
      >
        {done ? (
          <CheckCircle2 className="size-5 shrink-0 text-go" aria-label="Done" role="img" />
        ) : (
          <Icon className="size-5 shrink-0 text-signal-strong" aria-hidden />
        )}
        <span className="flex min-w-0 flex-1 flex-col">{children}</span>
      </Link>
    </li>
  );
}
