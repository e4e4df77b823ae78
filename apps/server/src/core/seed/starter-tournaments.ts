import { tournamentStateAt, type Tier } from "@soundship/shared";
import { and, asc, count, eq, isNull, lte, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { battles, tournamentEntries, tournaments } from "../../db/schema.ts";
import { settleBattle } from "../settlement/settle-battle.ts";
import { drawBracket } from "../tournaments/bracket.ts";
import { demoPilots, type DemoKey } from "./starter-battles.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoTournament {
  name: string;
  description: string;
  /** Start and end, in days from now. */
  days: [number, number];
  max_players: number;
  entry_fee: number;
  min_tier: Tier | null;
  prize_pool: number;
  /** Demo pilots already enrolled; only in free tournaments, so no Stardust appears without a ledger row. */
  entrants: DemoKey[];
}

/** Open, running and completed tournaments, so a newcomer sees every tab of the Battle Arena filled. */
const DEMO_TOURNAMENTS: DemoTournament[] = [
  { name: "Supernova Open", description: "Sixteen pilots, one crown. Any rank may enter.", days: [3, 10], max_players: 16, entry_fee: 25, min_tier: null, prize_pool: 500, entrants: [] },
  { name: "Commander's Gauntlet", description: "For commanders and admirals: the hardest bracket in the fleet.", days: [5, 12], max_players: 8, entry_fee: 100, min_tier: "commander", prize_pool: 2000, entrants: [] },
  { name: "Orbit Sprint", description: "A free warm-up bracket, running now.", days: [-1, 4], max_players: 8, entry_fee: 0, min_tier: null, prize_pool: 0, entrants: ["nova", "pulsar", "echo", "comet", "luna"] },
  { name: "Founders' Cup", description: "The first tournament of the fleet, free for all.", days: [-20, -10], max_players: 8, entry_fee: 0, min_tier: null, prize_pool: 250, entrants: ["nova", "pulsar", "echo", "luna"] },
];

/**
 * Starter tournaments on an empty database, with demo pilots enrolled in the free ones. Instances
 * starting together take turns on an advisory lock; any tournament present means there is nothing to do.
 */
export async function seedStarterTournaments(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727004)`);
    const [existing] = await tx.select({ n: count() }).from(tournaments);
    if (existing!.n > 0) return 0;
    const pilots = await demoPilots(tx);
    for (const [index, demo] of DEMO_TOURNAMENTS.entries()) {
      const { days, entrants, ...fields } = demo;
      const schedule = { starts_at: new Date(now.getTime() + days[0] * DAY_MS), ends_at: new Date(now.getTime() + days[1] * DAY_MS) };
      // Newest first in the hub: the order of the list above.
      const created = new Date(now.getTime() - index * 60_000);
      const [tournament] = await tx
        .insert(tournaments)
        .values({ ...fields, ...schedule, state: tournamentStateAt(schedule, now), current_players: entrants.length, created_date: created, updated_date: created })
        .returning();
      if (entrants.length) {
        await tx.insert(tournamentEntries).values(entrants.map((key) => ({ tournament_id: tournament!.id, user_email: pilots.get(key)!, created_date: created })));
      }
      if (schedule.starts_at <= now) await playUntil(tx, tournament!, now);
    }
    return DEMO_TOURNAMENTS.length;
  });
}

/** A fixed draw for the demo brackets, so every new database shows the same ones. */
const demoRandom = () => 0.5;

/**
 * Plays a started demo tournament as the jobs would have: the bracket drawn at starts_at, then each
 * match battle settled at the end of its judging, up to `now`. Nobody entered the demo matches, so
 * the higher seed advances each time; the running one is left with live matches, the old one has a champion.
 */
async function playUntil(tx: Tx, tournament: typeof tournaments.$inferSelect, now: Date): Promise<void> {
  await drawBracket(tx, tournament, tournament.starts_at, demoRandom, null);
  for (;;) {
    const [due] = await tx
      .select()
      .from(battles)
      .where(and(eq(battles.tournament_id, tournament.id), isNull(battles.settled_at), lte(battles.voting_end_time, now)))
      .orderBy(asc(battles.voting_end_time), asc(battles.id))
      .limit(1);
    if (!due) break;
    await settleBattle(tx, due, due.voting_end_time, null);
  }
  const [stored] = await tx.select().from(tournaments).where(eq(tournaments.id, tournament.id));
  await tx.update(tournaments).set({ state: tournamentStateAt(stored!, now) }).where(eq(tournaments.id, tournament.id));
}
