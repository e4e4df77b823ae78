import type { BATTLE_GENRES, BattleType } from "@soundship/shared";

export type BattleGenre = (typeof BATTLE_GENRES)[number];

/** What the wizard's inputs hold: text as typed, times as the pickers give them (local, no zone). */
export interface CreatorValues {
  title: string;
  description: string;
  battle_type: BattleType;
  genre: BattleGenre;
  entry_fee: string;
  prize_pool: string;
  max_participants: string;
  start_time: string;
  end_time: string;
  voting_end_time: string;
}

/** SPEC.md section 5's defaults: beat_battle, hip-hop, 0, 0, 10, and no times. */
export const INITIAL_VALUES: CreatorValues = {
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

export type TimeField = "start_time" | "end_time" | "voting_end_time";

/** A picker's local date-time ('2026-12-01T18:30') as an ISO instant; empty stays empty (the server fills it in). */
export function localTimeToIso(local: string): string {
  if (!local) return "";
  const instant = new Date(local);
  return Number.isNaN(instant.getTime()) ? local : instant.toISOString();
}

/** The payload for the shared battle form schema: the inputs as typed, the times as instants. */
export function toBattleInput(values: CreatorValues): Record<keyof CreatorValues, string> {
  return {
    ...values,
    start_time: localTimeToIso(values.start_time),
    end_time: localTimeToIso(values.end_time),
    voting_end_time: localTimeToIso(values.voting_end_time),
  };
}

/** Each field's label and the wizard step (0-based) where it is entered. */
export const FIELDS: Record<keyof CreatorValues, { label: string; step: number }> = {
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
