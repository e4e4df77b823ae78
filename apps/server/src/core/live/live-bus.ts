import { asc, eq, gt, lt, sql } from "drizzle-orm";
import type { Database, Db } from "../../db/client.ts";
import { liveEvents } from "../../db/schema.ts";
import type { LiveEvent } from "./live-event.ts";

/** The NOTIFY channel the event log's trigger announces on (drizzle/0012_live_events.sql). */
export const LIVE_CHANNEL = "soundship_live";

/** Events read back per catch-up after the bus reconnects; past that, streams are told to refresh. */
const CATCH_UP_LIMIT = 2_000;

export interface LiveBusHandlers {
  event(event: LiveEvent): void;
  /** Events may have been missed (the listening connection dropped): caches must forget, streams refresh. */
  gap(): void;
  warn(message: string, error?: unknown): void;
}

export interface LiveBus {
  /** Whether the listening connection is up (readiness). */
  readonly connected: boolean;
  stop(): Promise<void>;
}

/**
 * Carries committed events between instances: PostgreSQL LISTEN/NOTIFY on a dedicated connection,
 * or the embedded database's own notifications in one process. After a reconnect it reads back
 * the events it missed from the log, so a dropped connection loses nothing it can still find.
 */
export async function startLiveBus(database: Database, handlers: LiveBusHandlers): Promise<LiveBus> {
  let lastId = await latestEventId(database.db);
  let connected = true;
  const deliver = (event: LiveEvent) => {
    lastId = Math.max(lastId, event.id);
    handlers.event(event);
  };
  const onMessage = (payload: string) => {
    void parse(database.db, payload).then(
      (event) => event && deliver(event),
      (error: unknown) => handlers.warn("live event unreadable", error),
    );
  };
  const catchUp = async () => {
    const missed = await database.db.select().from(liveEvents).where(gt(liveEvents.id, lastId)).orderBy(asc(liveEvents.id)).limit(CATCH_UP_LIMIT + 1);
    handlers.gap();
    for (const row of missed.slice(0, CATCH_UP_LIMIT)) deliver(toEvent(row));
  };
  const stop = await database.listen(LIVE_CHANNEL, {
    message: onMessage,
    reconnected: () => {
      connected = true;
      catchUp().catch((error: unknown) => handlers.warn("live catch-up failed", error));
    },
    failed: (error) => {
      connected = false;
      handlers.warn("live bus connection failed", error);
    },
  });
  return {
    get connected() {
      return connected;
    },
    stop,
  };
}

async function parse(db: Db, payload: string): Promise<LiveEvent | null> {
  const announced = JSON.parse(payload) as Partial<LiveEvent> & { id: number };
  if (announced.topic !== undefined) return announced as LiveEvent;
  // Too large for NOTIFY: announced by id, read from the log.
  const [row] = await db.select().from(liveEvents).where(eq(liveEvents.id, announced.id));
  return row ? toEvent(row) : null;
}

/** An event log row as the bus carries it. */
export function toEvent(row: typeof liveEvents.$inferSelect): LiveEvent {
  return { id: Number(row.id), topic: row.topic, kind: row.kind, data: row.data as Record<string, unknown> };
}

async function latestEventId(db: Db): Promise<number> {
  const [row] = await db.select({ id: sql<number>`coalesce(max(${liveEvents.id}), 0)::bigint` }).from(liveEvents);
  return Number(row?.id ?? 0);
}

/** How long the event log keeps events for replay (DESIGN.md section 6, Live; docs/decisions/016). */
export const LIVE_EVENT_RETENTION_MINUTES = 15;

/** Deletes events past their retention; safe on every instance at once. */
export async function pruneLiveEvents(db: Db): Promise<number> {
  const deleted = await db
    .delete(liveEvents)
    .where(lt(liveEvents.created_at, sql`now() - make_interval(mins => ${LIVE_EVENT_RETENTION_MINUTES})`))
    .returning({ id: liveEvents.id });
  return deleted.length;
}
