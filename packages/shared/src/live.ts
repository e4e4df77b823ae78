/**
 * Live events (DESIGN.md section 6, Live): what a page's event stream carries. The server writes
 * one after the commit that caused it; the web app updates what is on screen from it.
 */
export const LIVE_EVENT_KINDS = {
  /** A pilot's Stardust balance changed: `{stardust}`. */
  balance: "balance",
  /** Shields, bonus battle entries, extra draws or the XP multiplier changed. */
  inventory: "inventory",
  /** A quest's progress moved or it was claimed: `{quest_id}`. */
  questProgress: "quest_progress",
  /** A luck card was drawn: `{card_id}`. */
  cardDrawn: "card_drawn",
  /** The pilot's tier or membership changed: `{tier}`. */
  membership: "membership",
  /** A battle moved to another phase, was created or cancelled: `{battle_id, status}`. */
  battlePhase: "battle_phase",
  /** A pilot entered a battle: `{battle_id, entrants}`. */
  battleEntrants: "battle_entrants",
  /** A vote was cast or replaced: `{battle_id, votes}`. */
  battleVotes: "battle_votes",
  /** A battle was settled: `{battle_id, winner_id}` (null when everyone was refunded). */
  battleSettled: "battle_settled",
  /** A tournament's players or state changed: `{tournament_id, current_players}`. */
  tournament: "tournament",
  /** A track's processing ended: `{beat_id, status}` (to its pilot, and to battles it was entered in). */
  trackProcessed: "track_processed",
  /** A notification was written for the pilot: the notification (notificationEventSchema). */
  notification: "notification",
  /** The pilot's unread count changed (notifications marked read): `{unread}`. */
  notificationsRead: "notifications_read",
  /** The stream cannot replay what was missed: read everything again. */
  refresh: "refresh",
} as const;

export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[keyof typeof LIVE_EVENT_KINDS];

/** The answer to `POST /live/ticket`: a short-lived ticket that opens one event stream. */
export interface LiveTicket {
  ticket: string;
  /** Seconds the ticket can still open a stream. */
  expires_in: number;
}
