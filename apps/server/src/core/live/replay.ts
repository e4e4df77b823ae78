import { and, asc, eq, gt, like, min, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { liveEvents } from "../../db/schema.ts";
import { toEvent } from "./live-bus.ts";
import type { LiveEvent, StreamScope } from "./live-event.ts";
import { battleTopic, pilotTopic } from "./publish.ts";

/** Events replayed on one reconnect at most; a stream that missed more is told to refresh. */
export const REPLAY_LIMIT = 500;

/**
 * The events a stream missed after `lastId`, oldest first, or null when the log can no longer
 * say (pruned past it, or too many): the stream then sends `refresh` and the page reads everything again.
 */
export async function eventsAfter(db: Db, lastId: number, pilotId: string, scope: StreamScope): Promise<LiveEvent[] | null> {
  const [oldest] = await db.select({ id: min(liveEvents.id) }).from(liveEvents);
  // The log starts after what the client saw: anything between may have been pruned.
  if (oldest?.id == null || Number(oldest.id) > lastId + 1) return null;
  const rows = await db
    .select()
    .from(liveEvents)
    .where(and(gt(liveEvents.id, lastId), or(eq(liveEvents.topic, pilotTopic(pilotId)), publicTopics(scope))))
    .orderBy(asc(liveEvents.id))
    .limit(REPLAY_LIMIT + 1);
  if (rows.length > REPLAY_LIMIT) return null;
  return rows.map(toEvent);
}

function publicTopics(scope: StreamScope): SQL | undefined {
  if (scope.battles === "all") return or(like(liveEvents.topic, "battle:%"), like(liveEvents.topic, "tournament:%"));
  const named = [...scope.battles].map((id) => eq(liveEvents.topic, battleTopic(id)));
  return named.length ? or(...named) : undefined;
}
