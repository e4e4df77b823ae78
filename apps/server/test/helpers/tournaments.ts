import { eq } from "drizzle-orm";
import { tournamentEntries, tournaments } from "../../src/db/schema.ts";
import { battleKit } from "./battles.ts";
import { economy, type manualClock } from "./economy.ts";
import { startServer, type TestPilot, type TestServer } from "./server.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Tournaments written straight to the table (admin creation is tested through the entity API) and joins through the API. */
export function tournamentKit(server: TestServer, clock: { now(): Date }) {
  const db = server.database.db;
  return {
    /** An open tournament: starts in 2 days, ends 5 days later, 16 places and a 50 SD fee unless told. */
    async open(values: Partial<typeof tournaments.$inferInsert> = {}) {
      const now = clock.now().getTime();
      const [row] = await db
        .insert(tournaments)
        .values({ name: "Nebula Cup", starts_at: new Date(now + 2 * DAY_MS), ends_at: new Date(now + 7 * DAY_MS), max_players: 16, entry_fee: 50, ...values })
        .returning();
      return row!;
    },
    join: (pilot: TestPilot, id: string, pilotId = pilot.email) =>
      server.api(`/functions/joinTournament`, { method: "POST", token: pilot.token, body: { id, pilotId } }),
    stored: async (id: string) => (await db.select().from(tournaments).where(eq(tournaments.id, id)))[0]!,
    entries: (id: string) => db.$count(tournamentEntries, eq(tournamentEntries.tournament_id, id)),
  };
}

/** A server on `clock` with no background ticks (tests run them), and the kits tournament tests use. */
export async function tournamentServer(clock: ReturnType<typeof manualClock>) {
  const server = await startServer({ battleTickSeconds: 0 }, { clock });
  return { server, kit: tournamentKit(server, clock), pilots: battleKit(server, clock), books: economy(server) };
}
