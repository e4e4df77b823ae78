import { overseerPilotsContract } from "@soundship/shared";
import { desc, ilike, or } from "drizzle-orm";
import { users } from "../../db/schema.ts";
import { defineFunction } from "../functions/registry.ts";
import { likeText } from "./like-text.ts";
import { toPilotRow } from "./pilot-row.ts";

/** Pilots found by e-mail or callsign (any part of either), newest first. */
export const overseerPilots = defineFunction({
  contract: overseerPilotsContract,
  adminOnly: true,
  readOnly: true,
  async handler({ tx, clock }, { query }) {
    const pattern = likeText(query);
    const rows = await tx
      .select()
      .from(users)
      .where(query ? or(ilike(users.email, pattern), ilike(users.username, pattern), ilike(users.name, pattern)) : undefined)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(50);
    const now = clock.now();
    return { pilots: rows.map((row) => toPilotRow(row, now)) };
  },
});
