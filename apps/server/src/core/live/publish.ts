import type { LiveEventKind } from "@soundship/shared";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { liveEvents } from "../../db/schema.ts";
import { queryRows, renderStatement } from "../../db/statements.ts";

/** Topic of a pilot's own events. */
export const pilotTopic = (userId: string) => `pilot:${userId}`;
/** Topic of a battle's public events. */
export const battleTopic = (battleId: string) => `battle:${battleId}`;
/** Topic of a tournament's public events. */
export const tournamentTopic = (tournamentId: string) => `tournament:${tournamentId}`;
/**
 * Topic of session revocations and refreshes, which every instance applies to its session cache:
 * a refresh (a role change) only makes the next request read the pilot again; streams stay open.
 */
export const SESSIONS_TOPIC = "sessions";

/**
 * Records a live event in the caller's transaction. It is announced to every instance when that
 * transaction commits (a trigger NOTIFYs it) and never if it rolls back — a refused call, a lost
 * race or a rolled-back savepoint publishes nothing.
 */
export async function publishLive(tx: Tx | Db, topic: string, kind: LiveEventKind | "session_revoked" | "session_refreshed", data: Record<string, unknown>): Promise<void> {
  await queryRows(tx, INSERT_EVENT, { topic, kind, data: JSON.stringify(data) });
}

// Rendered once (db/statements.ts): a write records one to four events.
const INSERT_EVENT = renderStatement(
  sql`insert into ${liveEvents} (topic, kind, data) values (${sql.placeholder("topic")}, ${sql.placeholder("kind")}, ${sql.placeholder("data")})`,
);

/** A live event to record with others in one statement. */
export interface LiveEventRow {
  topic: string;
  kind: LiveEventKind;
  data: Record<string, unknown>;
}

/**
 * Records many live events, in their order, in one statement (a settlement tells thousands of
 * pilots at once): three array parameters, where a statement per event would be a round trip each
 * inside the caller's transaction. Announced on commit like `publishLive`'s.
 */
export async function publishLiveEvents(tx: Tx, events: readonly LiveEventRow[]): Promise<void> {
  if (!events.length) return;
  const column = (pick: (event: LiveEventRow) => string) => sql.param(events.map(pick));
  await tx.execute(sql`insert into ${liveEvents} (topic, kind, data)
    select topic, kind, data::jsonb
    from unnest(${column((event) => event.topic)}::text[], ${column((event) => event.kind)}::text[], ${column((event) => JSON.stringify(event.data))}::text[])
      with ordinality as event(topic, kind, data, n)
    order by n`);
}

/** An event for one pilot's stream. */
export function publishToPilot(tx: Tx, userId: string, kind: LiveEventKind, data: Record<string, unknown> = {}): Promise<void> {
  return publishLive(tx, pilotTopic(userId), kind, data);
}

/** An event for everyone watching a battle. */
export function publishBattle(tx: Tx, battleId: string, kind: LiveEventKind, data: Record<string, unknown> = {}): Promise<void> {
  return publishLive(tx, battleTopic(battleId), kind, { battle_id: battleId, ...data });
}
