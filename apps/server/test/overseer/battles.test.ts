import { BATTLE_MESSAGES } from "@soundship/shared";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { battles, beatSubmissions, stardustTransactions, votes } from "../../src/db/schema.ts";
import { battleKit } from "../helpers/battles.ts";
import { economy, manualClock } from "../helpers/economy.ts";
import { auditCount, callAs, expectHidden, overseerCallers, type OverseerCallers } from "../helpers/overseer.ts";
import { race } from "../helpers/race.ts";
import { startServer, type TestPilot, type TestServer } from "../helpers/server.ts";

const clock = manualClock("2026-11-21T12:00:00Z");
let server: TestServer;
let callers: OverseerCallers;
let kit: ReturnType<typeof battleKit>;

beforeAll(async () => {
  server = await startServer({}, { clock });
  callers = await overseerCallers(server);
  kit = battleKit(server, clock);
});
afterAll(() => server?.close());

const books = (pilot: TestPilot) => economy(server).books(pilot);
const refundsOf = async (pilot: TestPilot) =>
  (await server.database.db
    .select({ n: count() })
    .from(stardustTransactions)
    .where(and(eq(stardustTransactions.user_email, pilot.email), eq(stardustTransactions.transaction_type, "battle_refund"))))[0]!.n;

/** A commander's battle (prize pool 40, fee 10) with two entrants who paid the fee, active now. */
async function battleWithEntries() {
  const host = await kit.pilotOf("commander", "Host");
  const { id, when } = await kit.scheduled(host, { prize_pool: 40, entry_fee: 10 });
  clock.set(when.active);
  const entrants: TestPilot[] = [];
  const submissions: string[] = [];
  for (const name of ["Nova", "Vega"]) {
    const pilot = await kit.pilotOf("commander", name);
    const reply = await kit.enter(pilot, id, (await kit.track(pilot)).id);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    entrants.push(pilot);
    submissions.push(reply.body.submission.id);
  }
  return { id, when, host, entrants, submissions };
}

describe("cancelling a battle", () => {
  it("is hidden from anyone but admins, and changes nothing for them", async () => {
    const { id, host } = await battleWithEntries();
    const audits = await auditCount(server);
    for (const caller of [null, callers.pilot, callers.admiral, host]) {
      const reply = await callAs(server, caller, "overseerCancelBattle", { battle_id: id, reason: "Nope" });
      await expectHidden(server, caller, "overseerCancelBattle", reply);
    }
    const [row] = await server.database.db.select().from(battles).where(eq(battles.id, id));
    expect(row).toMatchObject({ cancelled_at: null, settled_at: null, pot: 60 });
    expect(await auditCount(server)).toBe(audits);
  });

  it("refunds the host's escrow and every fee, marks it cancelled and writes one audit row", async () => {
    const { id, host, entrants } = await battleWithEntries();
    const before = await auditCount(server, "battle.cancel");
    const reply = await callAs(server, callers.admin, "overseerCancelBattle", { battle_id: id, reason: "Copyright complaint" });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.battle).toMatchObject({ status: "cancelled", pot: 0 });
    expect(reply.body.refunds).toHaveLength(3);
    expect(await books(host)).toEqual({ balance: 100, ledger: 100 });
    for (const pilot of entrants) expect(await books(pilot)).toEqual({ balance: 100, ledger: 100 });
    expect(await auditCount(server, "battle.cancel")).toBe(before + 1);

    // Every read says cancelled, whatever the clock; the tick leaves it alone.
    const details = await kit.details(entrants[0]!, id);
    expect(details.body.battle.status).toBe("cancelled");
    await kit.tick(new Date("2027-06-01T00:00:00Z"));
    expect((await kit.details(entrants[0]!, id)).body.battle.status).toBe("cancelled");
    const again = await callAs(server, callers.admin, "overseerCancelBattle", { battle_id: id, reason: "Twice" });
    expect(again).toMatchObject({ status: 409, body: { message: "This battle is already cancelled" } });
    expect(await auditCount(server, "battle.cancel")).toBe(before + 1);
  });

  it(race("refunds exactly once under 10 parallel cancels"), async () => {
    const { id, host, entrants } = await battleWithEntries();
    const before = await auditCount(server, "battle.cancel");
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => callAs(server, callers.admin, "overseerCancelBattle", { battle_id: id, reason: "Duplicate battle" })),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    for (const reply of replies.filter((r) => r.status !== 200)) expect(reply.status).toBe(409);
    for (const pilot of [host, ...entrants]) {
      expect(await refundsOf(pilot)).toBe(1);
      expect(await books(pilot)).toEqual({ balance: 100, ledger: 100 });
    }
    expect(await auditCount(server, "battle.cancel")).toBe(before + 1);
  });

  it("refuses a battle that has settled", async () => {
    const { id, when } = await battleWithEntries();
    clock.set(when.completed);
    await kit.tick();
    const reply = await callAs(server, callers.admin, "overseerCancelBattle", { battle_id: id, reason: "Too late" });
    expect(reply).toMatchObject({ status: 409, body: { code: "CONFLICT" } });
    const missing = await callAs(server, callers.admin, "overseerCancelBattle", { battle_id: "no-such-battle", reason: "x" });
    expect(missing.status).toBe(404);
    const noReason = await callAs(server, callers.admin, "overseerCancelBattle", { battle_id: id, reason: "  " });
    expect(noReason).toMatchObject({ status: 400, body: { message: "reason: A reason is required" } });
  });
});

describe("removing a submission", () => {
  it("is hidden from anyone but admins, and changes nothing for them", async () => {
    const { submissions, entrants } = await battleWithEntries();
    for (const caller of [null, callers.pilot, callers.admiral, entrants[1]!]) {
      const reply = await callAs(server, caller, "overseerRemoveSubmission", { submission_id: submissions[0], reason: "Nope" });
      await expectHidden(server, caller, "overseerRemoveSubmission", reply);
    }
    expect(await server.database.db.select().from(beatSubmissions).where(eq(beatSubmissions.id, submissions[0]!))).toHaveLength(1);
  });

  it("refunds its fee, discards its votes, shrinks the pot and tells the pilot why", async () => {
    const { id, when, entrants, submissions } = await battleWithEntries();
    clock.set(when.voting);
    const judge = await server.pilot("Judge");
    expect((await kit.score(judge, submissions[0]!, { creativity: 9, technical: 9, impact: 9 })).status).toBe(200);
    const before = await auditCount(server, "submission.remove");

    const reply = await callAs(server, callers.admin, "overseerRemoveSubmission", { submission_id: submissions[0], reason: "Stolen beat" });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({ refund: { user_email: entrants[0]!.email, amount: 10 }, votes_discarded: 1, battle: { pot: 50, entrants: 1 } });
    expect(await books(entrants[0]!)).toEqual({ balance: 100, ledger: 100 });
    expect(await server.database.db.select().from(votes).where(eq(votes.submission_id, submissions[0]!))).toHaveLength(0);
    expect(await auditCount(server, "submission.remove")).toBe(before + 1);

    const seen = await kit.details(entrants[0]!, id);
    expect(seen.body.removal).toMatchObject({ title: "Orbit Loop", reason: "Stolen beat", fee_refunded: 10 });
    expect((await kit.details(entrants[1]!, id)).body.removal).toBeNull();
  });

  it(race("refunds exactly once under 10 parallel removals"), async () => {
    const { entrants, submissions } = await battleWithEntries();
    const before = await auditCount(server, "submission.remove");
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => callAs(server, callers.admin, "overseerRemoveSubmission", { submission_id: submissions[1], reason: "Spam" })),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    for (const reply of replies.filter((r) => r.status !== 200)) expect(reply).toMatchObject({ status: 409, body: { message: "This submission was already removed" } });
    expect(await refundsOf(entrants[1]!)).toBe(1);
    expect(await books(entrants[1]!)).toEqual({ balance: 100, ledger: 100 });
    expect(await auditCount(server, "submission.remove")).toBe(before + 1);
  });
});

describe("after a removal", () => {
  it("the pilot cannot enter the same battle again, and is told why", async () => {
    const { id, entrants, submissions } = await battleWithEntries();
    const removed = await callAs(server, callers.admin, "overseerRemoveSubmission", { submission_id: submissions[0], reason: "Not their track" });
    expect(removed.status).toBe(200);
    const retry = await kit.enter(entrants[0]!, id, (await kit.track(entrants[0]!, { title: "Another" })).id);
    expect(retry).toMatchObject({ status: 422, body: { message: BATTLE_MESSAGES.submissionRemoved } });
    const details = await kit.details(entrants[0]!, id);
    expect(details.body.entry).toMatchObject({ can_enter: false, reason: BATTLE_MESSAGES.submissionRemoved });
    expect(await books(entrants[0]!)).toEqual({ balance: 100, ledger: 100 });
  });
});

describe("the Overseer's battle list", () => {
  it("names every submission with its fee and votes, for admins only", async () => {
    const { id, entrants } = await battleWithEntries();
    await expectHidden(server, callers.admiral, "overseerBattles", await callAs(server, callers.admiral, "overseerBattles", {}));
    const reply = await callAs(server, callers.admin, "overseerBattles", {});
    const battle = reply.body.battles.find((b: { id: string }) => b.id === id);
    expect(battle.submissions.map((s: { user_email: string }) => s.user_email).sort()).toEqual(entrants.map((p) => p.email).sort());
    expect(battle.submissions[0]).toMatchObject({ fee_paid: 10, votes: 0 });
  });
});
