import { z } from "zod";
import { BATTLE_TYPES, TIERS } from "../tiers.ts";
import { defineContract } from "./define-contract.ts";

const count = z.number().int().min(0);
const isoString = z.string();

/** The milestones a profile shows as badges. */
export const PILOT_BADGES = ["first_win", "ten_battles", "season_top_ten"] as const;
export type PilotBadge = (typeof PILOT_BADGES)[number];

/** A pilot as other pilots see them: callsign, avatar and standing; never an e-mail. */
export const publicPilotSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar_url: z.string().nullable(),
  /** The membership tier in force now; null without one. */
  tier: z.enum(TIERS).nullable(),
  xp: count,
  /** The all-time Galaxy Rank; null while unranked. */
  rank: z.number().int().min(1).nullable(),
  battles_won: count,
  battles_entered: count,
  joined: isoString,
});
export type PublicPilot = z.infer<typeof publicPilotSchema>;

/** An audio track on a profile: what plays is its preview (the original only while there is none). */
export const profileTrackSchema = z.object({
  id: z.string(),
  title: z.string(),
  genre: z.string().nullable(),
  media_type: z.enum(["beat", "song"]),
  src: z.string(),
  peaks_url: z.string().nullable(),
  duration_seconds: z.number().nullable(),
  created_date: isoString,
  /** Only ever true in the owner's own view: nobody else is sent a hidden track. */
  hidden: z.boolean(),
});
export type ProfileTrack = z.infer<typeof profileTrackSchema>;

/** A completed battle the pilot entered, with their place once it is settled. */
export const profileBattleSchema = z.object({
  battle_id: z.string(),
  title: z.string(),
  battle_type: z.enum(BATTLE_TYPES),
  ended_at: isoString,
  /** 1 is the winner; null when the battle was refunded (no votes) or is not settled yet. */
  place: z.number().int().min(1).nullable(),
  entrants: count,
});
export type ProfileBattle = z.infer<typeof profileBattleSchema>;

/** A tournament the pilot joined: champion, or how far they went. */
export const profileTournamentSchema = z.object({
  tournament_id: z.string(),
  name: z.string(),
  completed: z.boolean(),
  champion: z.boolean(),
  /** The furthest round they played in (1 is the first); null before the bracket is drawn. */
  round_reached: z.number().int().min(1).nullable(),
  rounds: z.number().int().min(1).nullable(),
});
export type ProfileTournament = z.infer<typeof profileTournamentSchema>;

export const profileBadgeSchema = z.object({ badge: z.enum(PILOT_BADGES), label: z.string() });

/**
 * `pilotProfile {pilot_id}`: a pilot's public page (`/Pilot?id=…`). `pilot_id` is the id the
 * leaderboard names pilots by (docs/decisions/002). Battles are listed only once completed, so a
 * profile never tells a judge who entered a battle still being judged.
 */
export const pilotProfileContract = defineContract({
  name: "pilotProfile",
  input: z.object({ pilot_id: z.string().min(1).max(64) }),
  result: z.object({
    pilot: publicPilotSchema,
    is_me: z.boolean(),
    tracks: z.array(profileTrackSchema),
    battles: z.array(profileBattleSchema),
    tournaments: z.array(profileTournamentSchema),
    badges: z.array(profileBadgeSchema),
  }),
});

/** `setTrackHidden {beat_id, hidden}`: the owner keeps one of their tracks off (or back on) their profile. */
export const setTrackHiddenContract = defineContract({
  name: "setTrackHidden",
  input: z.object({ beat_id: z.string().min(1).max(64), hidden: z.boolean() }),
  result: z.object({ beat_id: z.string(), hidden: z.boolean() }),
});

/** What a profile calls each badge. */
export const PROFILE_BADGE_LABELS: Record<PilotBadge, string> = {
  first_win: "First Win",
  ten_battles: "10 Battles",
  season_top_ten: "Season Top 10",
};

/** Refusals of the profile functions. */
export const PROFILE_MESSAGES = {
  pilotNotFound: "Pilot not found",
  trackNotFound: "Track not found",
};
