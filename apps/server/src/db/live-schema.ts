import { bigserial, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { tz } from "./columns.ts";

/**
 * Live events (DESIGN.md section 6, Live): written in the transaction that caused them, so they
 * exist only if it commits. A trigger NOTIFYs each row on commit; the ids let a reconnecting
 * stream replay what it missed. Kept briefly (core/live/prune-live-events.ts).
 */
export const liveEvents = pgTable("live_events", {
  id: bigserial({ mode: "number" }).primaryKey(),
  /** `pilot:<user id>`, `battle:<battle id>`, `tournament:<tournament id>` or `sessions`. */
  topic: text().notNull(),
  kind: text().notNull(),
  data: jsonb().notNull(),
  created_at: timestamp(tz).notNull().defaultNow(),
}, (t) => [
  index("live_events_topic_idx").on(t.topic, t.id),
  index("live_events_created_idx").on(t.created_at),
]);
