import { judgeSubmissionsContract, type BlindSubmission } from "@soundship/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idHash, judgeKey } from "../../src/core/battles/judge-order.ts";
import { battleKit, phases, schedule } from "../helpers/battles.ts";
import { manualClock } from "../helpers/economy.ts";
import { startServer, type TestPilot, type TestServer } from "../helpers/server.ts";

// The Judge Panel a page at a time (judgeSubmissions with `limit`): the pages, read while votes
// arrive, are the whole list in the judge's own order, without a gap or a repeat. Run on the
// embedded database and, with DATABASE_URL set, on PostgreSQL.
const ENTRIES = 137;
const base = new Date("2026-12-01T12:00:00Z");
const when = phases(base);
const clock = manualClock(base.toISOString());
let server: TestServer;
let kit: ReturnType<typeof battleKit>;
let battleId: string;
let entries: string[];

beforeAll(async () => {
  server = await startServer({}, { clock });
  kit = battleKit(server, clock);
  const host = await kit.pilotOf("commander", "Page Host");
  battleId = (await kit.create(host, { title: "Long List", ...schedule(base) })).body.battle.id;
  // The entrants and their entries, written in two statements (entry rules are tested elsewhere).
  const db = server.database.db;
  await db.execute(sql`insert into users (id, full_name, email) select 'page-' || i, 'Entrant ' || i, 'page' || i || '@pages.test' from generate_series(1, ${ENTRIES}) i`);
  const rows = await db.execute<{ id: string }>(sql`insert into beat_submissions (battle_id, user_email, title, beat_url, created_date)
    select ${battleId}, 'page' || i || '@pages.test', 'Entry ' || i, '/files/none.wav', ${when.active}::timestamptz + make_interval(secs => i)
    from generate_series(1, ${ENTRIES}) i returning id`);
  entries = rows.rows.map((row) => row.id);
  clock.set(when.voting);
});
afterAll(() => server?.close());

const read = async (judge: TestPilot, body: Record<string, unknown>) => {
  const reply = await kit.invoke(judge, "judgeSubmissions", { battle_id: battleId, ...body });
  expect(reply.status).toBe(200);
  return judgeSubmissionsContract.result.parse(reply.body);
};

/**
 * The judge's order as judge-order.ts defines it, computed the plain way: each entry's key from the
 * two hashes, then a sort by key and id.
 */
async function referenceOrder(judge: TestPilot): Promise<string[]> {
  const judgeHash = idHash(judge.id);
  const key = new Map(entries.map((id) => [id, judgeKey(judgeHash, idHash(id))]));
  return [...entries].sort((a, b) => key.get(a)! - key.get(b)! || (a < b ? -1 : 1));
}

describe("the Judge Panel a page at a time", () => {
  it("lists every entry once, in the judge's own order, a page after another, while votes arrive", async () => {
    const judge = await kit.pilotOf(null, "Paging Judge");
    const others = [await kit.pilotOf(null), await kit.pilotOf(null)];
    const whole = await read(judge, {});
    expect(whole.next).toBeNull();
    expect(whole.submissions.map((s) => s.id)).toEqual(await referenceOrder(judge));

    const pages: BlindSubmission[][] = [];
    let after: string | undefined;
    do {
      const page = await read(judge, { limit: 20, ...(after ? { after } : {}) });
      pages.push(page.submissions);
      expect(page.submissions.length).toBeLessThanOrEqual(20);
      after = page.next ?? undefined;
      if (after) expect(after).toBe(page.submissions.at(-1)!.id);
      // Votes land between pages, from this judge (on what it has read and what it has not) and others.
      const target = entries[pages.length * 7 % ENTRIES]!;
      await kit.score(judge, target, { creativity: 6, technical: 6, impact: 6 });
      for (const other of others) await kit.score(other, entries[(pages.length * 11) % ENTRIES]!, { creativity: 9, technical: 9, impact: 9 });
    } while (after);

    expect(pages).toHaveLength(Math.ceil(ENTRIES / 20));
    expect(pages.flat().map((s) => s.id)).toEqual(whole.submissions.map((s) => s.id));
    // The judge's scores are on the entries it scored between pages, and nowhere else.
    const again = await read(judge, {});
    const scored = again.submissions.filter((s) => s.my_vote !== null).map((s) => s.id);
    expect(new Set(scored)).toEqual(new Set(pages.map((_, i) => entries[(i + 1) * 7 % ENTRIES]!)));
  });

  it("ends with an empty page and no next after the last entry, and starts at the top without `after`", async () => {
    const judge = await kit.pilotOf(null);
    const order = await referenceOrder(judge);
    const last = await read(judge, { limit: 5, after: order.at(-1)! });
    expect(last).toMatchObject({ submissions: [], next: null });
    const first = await read(judge, { limit: 5 });
    expect(first.submissions.map((s) => s.id)).toEqual(order.slice(0, 5));
    expect(first.next).toBe(order[4]);
    const exact = await read(judge, { limit: 5, after: order.at(-6)! });
    expect(exact.submissions.map((s) => s.id)).toEqual(order.slice(-5));
    expect(exact.next).toBeNull();
  });

  it("goes on from where a removed entry stood when the cursor is that entry, and shows it no more", async () => {
    const judge = await kit.pilotOf(null);
    const order = await referenceOrder(judge);
    const page = await read(judge, { limit: 10 });
    const cursor = page.next!;
    // Removed as the Overseer removes one (its votes first), between two pages of this judge.
    await server.database.db.execute(sql`delete from votes where submission_id = ${cursor}`);
    await server.database.db.execute(sql`delete from beat_submissions where id = ${cursor}`);
    entries = entries.filter((id) => id !== cursor);
    const after = await read(judge, { limit: 10, after: cursor });
    expect(after.submissions.map((s) => s.id)).toEqual(order.slice(10, 20));
    const whole = await read(judge, {});
    expect(whole.submissions.map((s) => s.id)).toEqual(order.filter((id) => id !== cursor));
  });

  it("refuses a page size outside 1 to 100", async () => {
    const judge = await kit.pilotOf(null);
    for (const limit of [0, 101, 2.5]) expect((await kit.invoke(judge, "judgeSubmissions", { battle_id: battleId, limit })).status).toBe(400);
  });
});
