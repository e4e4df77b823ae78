import { pilotProfileContract } from "@soundship/shared";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEASON_TOP, TEN_BATTLES } from "../../src/core/profiles/profile-badges.ts";
import { runTournamentTick } from "../../src/core/tournaments/tournament-tick.ts";
import { grantXp } from "../../src/core/xp/xp.ts";
import { battles, tournamentEntries, tournamentMatches } from "../../src/db/schema.ts";
import type { battleKit } from "../helpers/battles.ts";
import { manualClock, type economy } from "../helpers/economy.ts";
import { callAs } from "../helpers/overseer.ts";
import type { TestPilot, TestServer } from "../helpers/server.ts";
import { tournamentServer, type tournamentKit } from "../helpers/tournaments.ts";

const HOUR = 60 * 60 * 1000;
const clock = manualClock("2026-12-01T12:00:00Z");
let server: TestServer;
let kit: ReturnType<typeof battleKit>;
let cups: ReturnType<typeof tournamentKit>;
let books: ReturnType<typeof economy>;
let viewer: TestPilot;
let admin: TestPilot;

beforeAll(async () => {
  ({ server, kit: cups, pilots: kit, books } = await tournamentServer(clock));
  viewer = await kit.pilotOf(null, "Onlooker");
  admin = await server.admin();
});
afterAll(() => server?.close());

async function profile(pilot: TestPilot) {
  const reply = await kit.invoke(viewer, "pilotProfile", { pilot_id: pilot.id });
  expect(reply.status).toBe(200);
  return { raw: JSON.stringify(reply.body), parsed: pilotProfileContract.result.parse(reply.body) };
}
const badges = async (pilot: TestPilot) => (await profile(pilot)).parsed.badges.map((badge) => badge.badge);

describe("the 10 battles badge", () => {
  it("is missing after nine entered battles and shown once the tenth is entered", async () => {
    const host = await kit.pilotOf("commander", "Badge Host");
    const regular = await kit.pilotOf("cadet", "Steady Regular");
    const enterNew = async (title: string) => {
      const battle = await kit.scheduled(host, { title });
      clock.set(battle.when.active);
      const reply = await kit.enter(regular, battle.id, (await kit.track(regular)).id);
      expect(reply.status).toBe(200);
    };
    for (let n = 1; n < TEN_BATTLES; n++) await enterNew(`Warm-up ${n}`);

    const nine = (await profile(regular)).parsed;
    expect(nine.pilot.battles_entered).toBe(TEN_BATTLES - 1);
    expect(nine.badges).toEqual([]);

    await enterNew("The Tenth");
    const ten = (await profile(regular)).parsed;
    expect(ten.pilot.battles_entered).toBe(TEN_BATTLES);
    expect(ten.badges).toEqual([{ badge: "ten_battles", label: expect.any(String) }]);
    expect(ten.badges[0]!.label.length).toBeGreaterThan(0);
  });
});

describe("tournament results on the profile", () => {
  it("shows each entrant's tournament before the draw, then the round reached and the champion, with no e-mail", async () => {
    clock.set("2027-01-05T12:00:00Z");
    const cup = await cups.open({ name: "Quasar Cup", entry_fee: 20, max_players: 4 });
    const field: TestPilot[] = [];
    for (const name of ["Lyra", "Orion", "Cygnus"]) {
      const pilot = await kit.pilotOf("cadet", name);
      await books.grant(pilot, 100);
      expect((await cups.join(pilot, cup.id)).body).toEqual({ ok: true });
      field.push(pilot);
    }
    const before = await profile(field[0]!);
    expect(before.parsed.tournaments).toEqual([
      { tournament_id: cup.id, name: "Quasar Cup", completed: false, champion: false, round_reached: null, rounds: null },
    ]);

    // The draw: three entrants in four places, so seed 1 has a bye and seeds 2 and 3 play.
    clock.set(cup.starts_at.toISOString());
    await runTournamentTick(server.database.db, cup.starts_at, null, () => 0.5);
    const entries = await server.database.db.select().from(tournamentEntries).where(eq(tournamentEntries.tournament_id, cup.id));
    const seed = (n: number) => field.find((pilot) => pilot.email === entries.find((entry) => entry.seed === n)!.user_email)!;
    const matchBattle = async (round: number) => {
      const [match] = await server.database.db
        .select({ battle: battles })
        .from(tournamentMatches)
        .innerJoin(battles, eq(battles.id, tournamentMatches.battle_id))
        .where(and(eq(tournamentMatches.tournament_id, cup.id), eq(tournamentMatches.round, round)))
        .orderBy(asc(tournamentMatches.match));
      return match!.battle;
    };
    /** Seed `n` alone enters the round's match; the tick after voting ends advances them. */
    const playAlone = async (round: number, n: number) => {
      const battle = await matchBattle(round);
      clock.set(new Date(battle.start_time.getTime() + HOUR).toISOString());
      expect((await kit.enter(seed(n), battle.id, (await kit.track(seed(n))).id)).status).toBe(200);
      const after = new Date(battle.voting_end_time.getTime() + HOUR);
      clock.set(after.toISOString());
      expect((await kit.tick(after)).failed).toEqual([]);
      await runTournamentTick(server.database.db, after, null);
    };
    await playAlone(1, 3);
    await playAlone(2, 1);
    expect(await cups.stored(cup.id)).toMatchObject({ state: "completed", champion_email: seed(1).email });

    const result = (pilot: TestPilot) => profile(pilot).then(({ parsed }) => parsed.tournaments);
    const played = { tournament_id: cup.id, name: "Quasar Cup", completed: true, rounds: 2 };
    expect(await result(seed(1))).toEqual([{ ...played, champion: true, round_reached: 2 }]);
    expect(await result(seed(3))).toEqual([{ ...played, champion: false, round_reached: 2 }]);
    expect(await result(seed(2))).toEqual([{ ...played, champion: false, round_reached: 1 }]);

    for (const pilot of field) {
      const { raw } = await profile(pilot);
      for (const email of field.map((other) => other.email)) expect(raw).not.toContain(email);
      expect(raw).not.toContain("@");
    }
  });
});

describe("the season top-ten badge", () => {
  const grant = (pilot: TestPilot, amount: number) => server.database.db.transaction((tx) => grantXp(tx, pilot.id, amount, clock.now()));
  const ban = async (pilot: TestPilot) => expect((await callAs(server, admin, "overseerBanPilot", { pilot_id: pilot.id, reason: "Cheating" })).status).toBe(200);
  const unban = async (pilot: TestPilot) => expect((await callAs(server, admin, "overseerUnbanPilot", { pilot_id: pilot.id, reason: "Cleared" })).status).toBe(200);
  let board: TestPilot[] = [];

  it("is not given for the top ten of the season still running", async () => {
    // March 2027: eleven pilots scoring 1100, 1000, …, 100.
    clock.set("2027-03-10T12:00:00Z");
    board = [];
    for (let place = 1; place <= SEASON_TOP + 1; place++) {
      const pilot = await kit.pilotOf(null, `March ${place}`);
      await grant(pilot, (SEASON_TOP + 2 - place) * 100);
      board.push(pilot);
    }
    clock.set("2027-03-31T23:59:59Z");
    for (const pilot of board) expect(await badges(pilot)).toEqual([]);
  });

  it("is given to the top ten of a finished season and not to the eleventh", async () => {
    clock.set("2027-04-01T00:00:00Z");
    for (const pilot of board.slice(0, SEASON_TOP)) expect(await badges(pilot)).toEqual(["season_top_ten"]);
    expect(await badges(board[SEASON_TOP]!)).toEqual([]);
    // April's leader is not in the top ten of a finished season yet.
    const april = await kit.pilotOf(null, "April Leader");
    await grant(april, 5000);
    expect(await badges(april)).toEqual([]);
    clock.set("2027-05-01T00:00:00Z");
    expect(await badges(april)).toEqual(["season_top_ten"]);
  });

  it("leaves a banned pilot's scores out, so the eleventh moves into the top ten; an unban moves them back", async () => {
    clock.set("2027-05-02T12:00:00Z");
    const eleventh = board[SEASON_TOP]!;
    await ban(board[0]!);
    expect(await badges(eleventh)).toEqual(["season_top_ten"]);
    expect((await kit.invoke(viewer, "pilotProfile", { pilot_id: board[0]!.id })).status).toBe(404);
    await unban(board[0]!);
    expect(await badges(eleventh)).toEqual([]);
    expect(await badges(board[0]!)).toEqual(["season_top_ten"]);
  });
});
