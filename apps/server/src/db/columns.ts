import { sql } from "drizzle-orm";
import { text, timestamp } from "drizzle-orm/pg-core";

/** Timestamps are stored with their zone and read back as Date, which JSON renders as ISO 8601. */
export const tz = { withTimezone: true, mode: "date" } as const;

/** Columns every entity record has (the platform's system fields). */
export function systemColumns() {
  return {
    id: text().primaryKey().default(sql`gen_random_uuid()::text`),
    created_date: timestamp(tz).notNull().defaultNow(),
    updated_date: timestamp(tz).notNull().defaultNow(),
    created_by: text(),
  };
}
