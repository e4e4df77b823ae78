import type { Tier } from "@soundship/shared";
import { eq } from "drizzle-orm";
import { createJobWorker } from "../../src/core/jobs/job-worker.ts";
import { runBattleTick } from "../../src/core/settlement/battle-tick.ts";
import { resultNoticesJob } from "../../src/core/settlement/result-notices.job.ts";
import { battles, beatSubmissions, beats, memberships, users, votes } from "../../src/db/schema.ts";
import type { TestPilot, TestServer } from "./server.ts";
import { notificationMailer } from "../../src/core/notifications/notification-mailer.ts";
import { quietLog } from "./jobs.ts";

const HOUR_MS = 60 * 60 * 1000;
const at = (base: Date, hours: number) => new Date(base.getTime() + hours * HOUR_MS).toISOString();

/** Battle times relative to `base`: entries open after 1 h, close after 2 h, voting ends after 3 h. */
export function schedule(base: Date) {
  return { start_time: at(base, 1), end_time: at(base, 2), voting_end_time: at(base, 3) };
}

/** Moments of a battle made with `schedule(base)`: before it starts, while active, in voting, completed. */
export function phases(base: Date) {
  return { upcoming: at(base, 0.5), active: at(base, 1.5), voting: at(base, 2.5), completed: at(base, 3.5) };
}

export function battleKit(server: TestServer, clock: { now(): Date; set(iso: string): void }) {
  const db = server.database.db;
  const notices = createJobWorker({ services: { ...server.app.services, log: quietLog }, definitions: [resultNoticesJob] });
  let day = 0;
  const invoke = (pilot: TestPilot, name: string, body: unknown = {}) => server.api(`/functions/${name}`, { method: "POST", token: pilot.token, body });
  return {
    invoke,
    /** Gives the pilot an active monthly membership of `tier`. */
    async member(pilot: TestPilot, tier: Tier, values: Partial<typeof memberships.$inferInsert> = {}) {
      const now = clock.now();
      await db.insert(memberships).values({
        user_email: pilot.email,
        tier,
        billing_cycle: "monthly",
        started_at: new Date(now.getTime() - 24 * HOUR_MS),
        expires_at: new Date(now.getTime() + 30 * 24 * HOUR_MS),
        ...values,
      });
      await db.update(users).set({ membershipTier: tier }).where(eq(users.id, pilot.id));
    },
    /** A pilot holding `tier` (no membership when null). */
    async pilotOf(tier: Tier | null, name?: string) {
      const pilot = await server.pilot(name);
      if (tier) await this.member(pilot, tier);
      return pilot;
    },
    /** An audio track in the pilot's library (a record only: most battle rules never play the file). */
    async track(pilot: TestPilot, values: Partial<typeof beats.$inferInsert> = {}) {
      const [beat] = await db
        .insert(beats)
        .values({ user_email: pilot.email, title: "Orbit Loop", genre: "trap", media_type: "beat", file_url: "/files/none.wav", pilot_name: "Test Pilot", ...values })
        .returning();
      return beat!;
    },
    create: (host: TestPilot, form: Record<string, unknown>) => invoke(host, "createBattle", form),
    /**
     * A battle on a day of its own (so a tick for one test never settles another's), created with
     * the clock an hour before it starts; answers its id, its phases' moments and its base time.
     */
    async scheduled(host: TestPilot, form: Record<string, unknown> = {}) {
      const base = new Date(Date.UTC(2026, 11, 1 + 2 * day++, 12));
      clock.set(base.toISOString());
      const reply = await invoke(host, "createBattle", { title: "Scheduled", ...schedule(base), ...form });
      if (reply.status !== 200) throw new Error(`createBattle failed: ${JSON.stringify(reply.body)}`);
      return { id: reply.body.battle.id as string, when: phases(base), base };
    },
    enter: (pilot: TestPilot, battle_id: string, beat_id: string) => invoke(pilot, "enterBattle", { battle_id, beat_id }),
    score: (judge: TestPilot, submission_id: string, scores: { creativity: number; technical: number; impact: number; notes?: string }) =>
      invoke(judge, "submitScores", { submission_id, notes: "", ...scores }),
    details: (pilot: TestPilot, battle_id: string) => invoke(pilot, "battleDetails", { battle_id }),
    /** One battle tick at `now`, then the entrants' result notices it queued (their mails stay queued). */
    async tick(now = clock.now()) {
      const report = await runBattleTick(db, now, notificationMailer(server.app.services.config));
      await notices.drain();
      return report;
    },
    /** A pilot row without a login, for judges and entrants that only need to exist. */
    async extra(name: string) {
      const id = crypto.randomUUID();
      const [row] = await db.insert(users).values({ id, name, email: `${id}@extra.soundship.test` }).returning();
      return row!;
    },
    /** A submission written straight to the table (entry rules are tested through enterBattle). */
    async submission(battleId: string, email: string, enteredAt: Date, values: Partial<typeof beatSubmissions.$inferInsert> = {}) {
      const [row] = await db
        .insert(beatSubmissions)
        .values({ battle_id: battleId, user_email: email, title: "Side Track", beat_url: "/files/none.wav", created_date: enteredAt, ...values })
        .returning();
      return row!;
    },
    /**
     * One vote per power, each by a new judge, cast when the battle's voting opened; every score
     * equals the power so vote_power is exact.
     */
    async votes(battleId: string, submissionId: string, powers: number[]) {
      const [battle] = await db.select({ castAt: battles.end_time }).from(battles).where(eq(battles.id, battleId));
      for (const power of powers) {
        const judge = await this.extra("Judge");
        await db.insert(votes).values({
          battle_id: battleId, submission_id: submissionId, voter_email: judge.email,
          creativity: power, technical: power, impact: power, notes: `notes ${power}`, vote_power: power,
          created_date: battle!.castAt, updated_date: battle!.castAt,
        });
      }
    },
    user: async (pilot: TestPilot) => (await db.select().from(users).where(eq(users.id, pilot.id)))[0]!,
  };
}
