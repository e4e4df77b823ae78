import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import type { BoardQuest } from "../api/quest-board";
import { completePercent } from "../quest-format";
import { QuestStatus } from "./quest-status";

/** One quest: what to do, how far along the pilot is, what it pays, and its status. */
export function QuestCard({ quest }: { quest: BoardQuest }) {
  const percent = completePercent(quest.progress);
  const done = Math.min(quest.count, quest.objective_count);
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <CardTitle className="text-base">{quest.title}</CardTitle>
        {quest.description ? <CardDescription>{quest.description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-2">
        <Progress value={percent} label={`${quest.title} progress`} />
        <p className="flex justify-between text-xs text-ink-muted">
          <span className="font-semibold text-signal-strong">{percent}% Complete</span>
          <span className="tabular-nums">
            {done} / {quest.objective_count}
          </span>
        </p>
      </CardContent>
      <CardFooter className="flex-wrap justify-between gap-3">
        <div className="flex flex-wrap gap-2">
          <Badge tone="warn">+{quest.stardust_reward} Stardust</Badge>
          {quest.xp_reward ? <Badge tone="nebula">+{quest.xp_reward} XP</Badge> : null}
        </div>
        <QuestStatus quest={quest} />
      </CardFooter>
    </Card>
  );
}
