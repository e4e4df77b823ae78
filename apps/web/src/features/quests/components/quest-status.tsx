import { useEffect, useRef } from "react";
import { CheckCircle2, Lock } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { ActionButton } from "@/components/ui/action-button";
import { useClaimQuest } from "../api/claim-quest";
import type { BoardQuest } from "../api/quest-board";

/** SPEC.md section 2's label of the button. */
const CLAIM = "Claim";

/** SPEC.md section 4: exactly one of Claimed, a Claim button (complete and unclaimed) or Locked. */
export function QuestStatus({ quest }: { quest: BoardQuest }) {
  const claim = useClaimQuest();
  const claimedRef = useRef<HTMLSpanElement>(null);

  // The Claim button vanishes once claimed; focus moves to the badge that replaced it instead of the page's top.
  useEffect(() => {
    if (claim.isSuccess) claimedRef.current?.focus();
  }, [claim.isSuccess]);

  if (quest.claimed) {
    return (
      <Badge ref={claimedRef} tabIndex={-1} tone="go">
        <CheckCircle2 className="size-3.5" aria-hidden />
        Claimed
      </Badge>
    );
  }
  if (quest.progress >= 100) {
    return (
      <ActionButton
        size="sm"
        action={() => claim.mutateAsync(quest)}
        pendingLabel={<>Claiming...<span className="sr-only"> {quest.title}</span></>}
      >
        {CLAIM}
        {/* Every card has a Claim button: the quest's title tells them apart for a screen reader. */}
        <span className="sr-only"> {quest.title}</span>
      </ActionButton>
    );
  }
  return (
    <Badge tone="muted">
      <Lock className="size-3.5" aria-hidden />
      Locked
    </Badge>
  );
}
