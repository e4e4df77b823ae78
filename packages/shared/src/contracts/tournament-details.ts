import { z } from "zod";
import { BATTLE_STATUSES, TOURNAMENT_STATES } from "../entities/enums.ts";
import { BATTLE_TYPES, TIERS } from "../tiers.ts";
import { defineContract } from "./define-contract.ts";

const count = z.number().int().min(0);
const isoString = z.string();

/** A pilot in a bracket, named by callsign only (never an e-mail, docs/decisions/007). */
export const bracketPilotSchema = z.object({
  /** The id their profile is found by (`/Pilot?id=…`); null for a pilot who has left. */
  id: z.string().nullable().default(null),
  callsign: z.string(),
  avatar_url: z.string().nullable().default(null),
  seed: z.number().int().min(1).nullable(),
  is_me: z.boolean(),
});
export type BracketPilot = z.infer<typeof bracketPilotSchema>;

/** One side of a match: the pilot (null until known, or a bye) and their weighted score once judged. */
const matchSideSchema = z.object({
  pilot: bracketPilotSchema.nullable(),
  /** The Judge Panel's weighted score, once the match battle is completed; null when they did not enter. */
  score: z.number().nullable(),
  entered: z.boolean(),
});

export const bracketMatchSchema = z.object({
  match: z.number().int().min(1),
  a: matchSideSchema,
  b: matchSideSchema,
  /** A first-round bye: pilot a advances without playing. */
  bye: z.boolean(),
  battle_id: z.string().nullable(),
  battle_status: z.enum(BATTLE_STATUSES).nullable(),
  /** When entries close and when judging ends, while the match is played. */
  entry_deadline: isoString.nullable(),
  voting_deadline: isoString.nullable(),
  /** Who advanced: 'a', 'b', or null while undecided. */
  winner: z.enum(["a", "b"]).nullable(),
});
export type BracketMatch = z.infer<typeof bracketMatchSchema>;

/** Everything the tournament page shows (`/Tournament?id=…`). */
export const tournamentDetailsContract = defineContract({
  name: "tournamentDetails",
  input: z.object({ id: z.string().min(1).max(64) }),
  result: z.object({
    tournament: z.object({
      id: z.string(),
      name: z.string(),
      description: z.string(),
      /** The clock's state (a drawn bracket runs until its final settles). */
      state: z.enum(TOURNAMENT_STATES),
      starts_at: isoString,
      ends_at: isoString,
      bracket_started_at: isoString.nullable(),
      completed_at: isoString.nullable(),
      battle_type: z.enum(BATTLE_TYPES),
      entry_fee: count,
      /** What joining costs the caller (the explorer discount applied). */
      my_fee: count,
      min_tier: z.enum(TIERS).nullable(),
      max_players: count,
      current_players: count,
      /** The Overseer's dollar prize pool. */
      prize_pool: z.number(),
      /** The Stardust the champion takes: every entry fee paid. */
      stardust_pot: count,
      match_entry_hours: z.number().int().min(1),
      match_voting_hours: z.number().int().min(1),
    }),
    enrolled: z.boolean(),
    /** Entrants by seed once the bracket is drawn, else in the order they joined. */
    entrants: z.array(bracketPilotSchema),
    rounds: z.array(z.object({ round: z.number().int().min(1), name: z.string(), matches: z.array(bracketMatchSchema) })),
    /** The caller's match still to be decided, if they are still in. */
    my_next_match: z
      .object({
        round_name: z.string(),
        match: z.number().int().min(1),
        opponent: bracketPilotSchema.nullable(),
        battle_id: z.string().nullable(),
        /** When entries close: enter a track before then, or lose the match. */
        deadline: isoString.nullable(),
        entered: z.boolean(),
      })
      .nullable(),
    champion: bracketPilotSchema.nullable(),
  }),
});
