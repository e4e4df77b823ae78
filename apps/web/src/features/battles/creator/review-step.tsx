import type { BattleForm } from "@soundship/shared";
import { BATTLE_TYPE_LABELS } from "@/lib/format/battle-labels";
import { formatDateTime } from "@/lib/format/format";
import { stardust } from "../battle-format";

/** A time as the review shows it: SPEC.md section 2 says N/A for an empty one. */
function timeText(iso: string | undefined): string {
  return iso ? formatDateTime(iso) : "N/A";
}

/** Step 4: every value as the battle will be created, parsed by the same schema the server uses. */
export function ReviewStep({ form }: { form: BattleForm }) {
  const rows: [string, string][] = [
    ["Title", form.title || "—"],
    ["Description", form.description || "—"],
    ["Battle Type", BATTLE_TYPE_LABELS[form.battle_type]],
    ["Genre", form.genre],
    ["Entry Fee", stardust(form.entry_fee)],
    ["Prize Pool", stardust(form.prize_pool)],
    ["Max Participants", form.max_participants === 0 ? "No cap" : String(form.max_participants)],
    ["Start Time", timeText(form.start_time)],
    ["End Time", timeText(form.end_time)],
    ["Voting End Time", timeText(form.voting_end_time)],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-col gap-0.5 rounded-lg border border-line bg-space/50 px-3 py-2">
          <dt className="text-xs font-medium tracking-wider text-ink-muted uppercase">{label}</dt>
          <dd className="break-words whitespace-pre-line text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
