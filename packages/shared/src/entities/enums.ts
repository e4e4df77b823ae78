/**
 * The closed sets of values the entities use. Kept apart from the Zod schemas, so a page that
 * needs a list (the quest tabs, say) does not load the validation library with it.
 */
export const QUEST_TYPES = ["daily", "weekly", "story", "special"] as const;
/** Events the server counts toward quest objectives (DESIGN.md section 6). */
export const QUEST_EVENTS = ["upload", "vote", "battle_entry", "battle_win", "card_draw", "tournament_join", "purchase", "login"] as const;
export const CARD_TYPES = ["doom", "spare luck"] as const;
export const EFFECT_TYPES = ["stardust", "xp", "battle_entry", "rank_boost", "other"] as const;
export const RARITIES = ["common", "rare", "epic", "legendary"] as const;
export const TOURNAMENT_STATES = ["open", "in_progress", "completed"] as const;
export const MEDIA_TYPES = ["beat", "song", "video", "model"] as const;
/** A track's processing: `processing` until the server has measured it, then `ready` or `failed`. */
export const TRACK_STATUSES = ["processing", "ready", "failed"] as const;
export type TrackStatus = (typeof TRACK_STATUSES)[number];
/** A battle's phases by the clock, and `cancelled` when the Overseer called it off (whatever the clock says). */
export const BATTLE_STATUSES = ["upcoming", "active", "voting", "completed", "cancelled"] as const;
/** SPEC.md's transaction types plus the ones DESIGN.md section 6 adds. */
export const TRANSACTION_TYPES = [
  "battle_win", "quest_reward", "vote_reward", "upload_bonus", "battle_entry", "purchase", "admin_grant",
  "card_effect", "battle_prize_escrow", "battle_refund", "tournament_entry", "bundle_purchase",
  "tournament_prize",
] as const;
export const CARD_DROP_SOURCES = ["daily_login", "lucky_draw"] as const;
export const MEMBERSHIP_STATUSES = ["active", "expired", "canceled"] as const;
export const ROLES = ["user", "admin"] as const;
