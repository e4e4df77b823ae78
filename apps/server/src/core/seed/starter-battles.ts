import { battleStatusAt, votePower, type BattleType } from "@soundship/shared";
import { count, sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db, Tx } from "../../db/client.ts";
import { battles, beatSubmissions, beats, users, votes } from "../../db/schema.ts";
import { settleBattle } from "../settlement/settle-battle.ts";
import { originalUrlOf } from "../uploads/upload-links.ts";
import { storeOriginal, uploadStorage } from "../uploads/storage.ts";
import { demoLoop } from "./wav.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Demo pilots: they own the starter battles' entries and cannot sign in (no password). */
const DEMO_PILOTS = [
  { key: "orion", name: "Orion Vale" },
  { key: "nova", name: "Nova Drift" },
  { key: "pulsar", name: "Pulsar Kid" },
  { key: "echo", name: "Echo Vega" },
  { key: "comet", name: "Comet Rae" },
  { key: "luna", name: "Luna Static" },
] as const;
export type DemoKey = (typeof DEMO_PILOTS)[number]["key"];
const DEMO_NAMES = Object.fromEntries(DEMO_PILOTS.map((pilot) => [pilot.key, pilot.name])) as Record<DemoKey, string>;

interface DemoBattle {
  title: string;
  description: string;
  battle_type: BattleType;
  genre: string;
  /** Start, end of entries and end of voting, in days from the first start. */
  days: [number, number, number];
  entrants: { pilot: DemoKey; title: string; notes: number[]; bpm: number }[];
}

const A_MINOR = [220, 261.63, 329.63, 392];
const D_DORIAN = [293.66, 349.23, 440, 523.25];
const E_PHRYGIAN = [164.81, 174.61, 246.94, 329.63];
const G_MAJOR = [196, 246.94, 293.66, 392];

/** One battle in each phase, so a newcomer finds one to judge and one to enter on the first start. */
const DEMO_BATTLES: DemoBattle[] = [
  {
    title: "Genesis Clash",
    description: "The first battle of the fleet. Hard drums, one loop, no mercy.",
    battle_type: "beat_battle",
    genre: "hip-hop",
    days: [-10, -6, -3],
    entrants: [
      { pilot: "nova", title: "Ignition Sequence", notes: A_MINOR, bpm: 92 },
      { pilot: "pulsar", title: "Gravity Well", notes: E_PHRYGIAN, bpm: 88 },
      { pilot: "echo", title: "First Light", notes: G_MAJOR, bpm: 96 },
    ],
  },
  {
    title: "Nebula Cipher",
    description: "Trap beats from the edge of the nebula. Judges, your ears are needed.",
    battle_type: "beat_battle",
    genre: "trap",
    days: [-6, -0.05, 3],
    entrants: [
      { pilot: "comet", title: "Dark Matter Drip", notes: E_PHRYGIAN, bpm: 140 },
      { pilot: "luna", title: "Moonbase Bounce", notes: D_DORIAN, bpm: 135 },
      { pilot: "nova", title: "Starlight 808", notes: A_MINOR, bpm: 145 },
    ],
  },
  {
    title: "Orbit Breaker",
    description: "Lo-fi loops for the long haul. Enter with your best beat.",
    battle_type: "beat_battle",
    genre: "lo-fi",
    days: [-0.05, 7, 10],
    entrants: [
      { pilot: "pulsar", title: "Cabin Pressure", notes: G_MAJOR, bpm: 80 },
      { pilot: "echo", title: "Window Seat", notes: D_DORIAN, bpm: 76 },
    ],
  },
  {
    title: "Starfall Showdown",
    description: "Songs only. Opens in two days.",
    battle_type: "song_battle",
    genre: "boom-bap",
    days: [2, 9, 12],
    entrants: [],
  },
];

const demoEmail = (key: string) => `${key}@demo-pilots.invalid`;
const at = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);

/**
 * Starter battles on an empty database: demo pilots, their generated tracks and entries, scores on
 * the battles past their entry phase, and the oldest battle settled. Instances starting together
 * take turns on an advisory lock; any battle present means there is nothing to do.
 */
export async function seedStarterBattles(db: Db, config: Config, now: Date): Promise<number> {
  const storage = uploadStorage(config);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727003)`);
    const [existing] = await tx.select({ n: count() }).from(battles);
    if (existing!.n > 0) return 0;
    const pilots = await demoPilots(tx);
    for (const demo of DEMO_BATTLES) {
      const schedule = { start_time: at(now, demo.days[0]), end_time: at(now, demo.days[1]), voting_end_time: at(now, demo.days[2]) };
      const status = battleStatusAt(schedule, now);
      const [battle] = await tx
        .insert(battles)
        .values({
          title: demo.title, description: demo.description, battle_type: demo.battle_type, genre: demo.genre,
          ...schedule, status: status === "completed" ? "voting" : status, host_email: pilots.get("orion")!,
          entrants: demo.entrants.length, created_date: at(now, demo.days[0] - 1),
        })
        .returning();
      for (const [index, entry] of demo.entrants.entries()) {
        const key = `${crypto.randomUUID()}.wav`;
        const audio = demoLoop(entry.notes, entry.bpm);
        await storeOriginal(storage, key, audio, "audio/wav");
        const url = originalUrlOf(config, storage, key, "audio/wav");
        // Two bars of four beats.
        const track = { user_email: pilots.get(entry.pilot)!, title: entry.title, genre: demo.genre, storage_key: key, content_type: "audio/wav", duration_seconds: (8 * 60) / entry.bpm };
        const [beat] = await tx
          .insert(beats)
          .values({ ...track, file_url: url, file_size: audio.length, pilot_name: DEMO_NAMES[entry.pilot], media_type: "beat" })
          .returning();
        const [submission] = await tx
          .insert(beatSubmissions)
          .values({ ...track, beat_url: url, battle_id: battle!.id, beat_id: beat!.id, created_date: at(schedule.start_time, index * 0.1) })
          .returning();
        if (status === "voting" || status === "completed") await demoVotes(tx, battle!.id, submission!.id, track.user_email, index, pilots);
      }
      if (status === "completed") await settleBattle(tx, battle!, now, null);
    }
    return DEMO_BATTLES.length;
  });
}

/** The demo pilots' e-mails by key, creating the pilots that are missing. */
export async function demoPilots(tx: Tx): Promise<Map<DemoKey, string>> {
  await tx
    .insert(users)
    .values(DEMO_PILOTS.map((pilot) => ({ id: crypto.randomUUID(), name: pilot.name, username: pilot.name.replace(" ", ""), email: demoEmail(pilot.key) })))
    .onConflictDoNothing();
  return new Map(DEMO_PILOTS.map((pilot) => [pilot.key, demoEmail(pilot.key)]));
}

/** Every other demo pilot scores the entry; scores differ by entry so the ranking has a clear winner. */
async function demoVotes(tx: Tx, battleId: string, submissionId: string, entrant: string, index: number, pilots: Map<DemoKey, string>) {
  const judges = [...pilots.values()].filter((email) => email !== entrant);
  for (const [j, judge] of judges.entries()) {
    const scores = { creativity: 9 - index - (j % 2), technical: 8 - index + (j % 3 === 0 ? 1 : 0), impact: 8 - index };
    const notes = ["Huge low end.", "The melody sticks.", "Mix it a little louder.", "Love the groove.", ""][j % 5]!;
    await tx.insert(votes).values({ battle_id: battleId, submission_id: submissionId, voter_email: judge, ...scores, notes, vote_power: votePower(scores) });
  }
}
