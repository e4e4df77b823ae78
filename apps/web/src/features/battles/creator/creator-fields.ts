import type { BattleFormInput } from "@soundship/shared";
import { fieldsOf } from "@/components/form";

/** SPEC.md section 5's defaults: beat_battle, hip-hop, 0, 0, 10, and no times. */
export const INITIAL_VALUES: BattleFormInput = {
  title: "",
  description: "",
  battle_type: "beat_battle",
  genre: "hip-hop",
  entry_fee: "0",
  prize_pool: "0",
  max_participants: "10",
  start_time: "",
  end_time: "",
  voting_end_time: "",
};

/** Each field's label and the wizard step (0-based) where it is entered. */
export const FIELDS: Record<keyof BattleFormInput, { label: string; step: number }> = {
  title: { label: "Title", step: 0 },
  description: { label: "Description", step: 0 },
  battle_type: { label: "Battle Type", step: 0 },
  genre: { label: "Genre", step: 1 },
  entry_fee: { label: "Entry Fee", step: 1 },
  prize_pool: { label: "Prize Pool", step: 1 },
  max_participants: { label: "Max Participants", step: 1 },
  start_time: { label: "Start Time", step: 2 },
  end_time: { label: "End Time", step: 2 },
  voting_end_time: { label: "Voting End Time", step: 2 },
};

/** A picker's local date-time ('2026-12-01T18:30') as an ISO instant; empty stays empty (the server fills it in). */
export function localTimeToIso(local: string): string {
  if (!local) return "";
  const instant = new Date(local);
  return Number.isNaN(instant.getTime()) ? local : instant.toISOString();
}

/** An ISO instant as the picker shows it, in the pilot's local time to the second; anything else as it is. */
export function isoToLocalTime(iso: string): string {
  const instant = new Date(iso);
  if (!iso || Number.isNaN(instant.getTime()) || !iso.endsWith("Z")) return iso;
  const local = new Date(instant.getTime() - instant.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 19);
}

/** A field of the wizard, by the shared battle schema's key. */
export const CreatorField = fieldsOf<BattleFormInput>();
