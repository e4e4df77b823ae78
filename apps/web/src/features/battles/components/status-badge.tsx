import type { BattleStatus } from "@soundship/shared";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { BATTLE_STATUS_LABELS } from "@/lib/format/battle-labels";

const TONES: Record<BattleStatus, BadgeTone> = { upcoming: "nebula", active: "go", voting: "warn", completed: "muted", cancelled: "alert" };

/** The battle's phase as the clock says it. */
export function StatusBadge({ status }: { status: BattleStatus }) {
  return <Badge tone={TONES[status]}>{BATTLE_STATUS_LABELS[status]}</Badge>;
}
