import { eq, getTableColumns, inArray } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENTITIES, type EntityDefinition } from "../src/core/entities/definitions.ts";
import { getRecord, listRecords, type ListParams } from "../src/core/entities/records.ts";
import { decide } from "../src/core/entities/access.ts";
import { signedOriginalUrl, storedKeyOf } from "../src/core/media/original-access.ts";
import {
  battles, beatSubmissions, beats, cardDrops, cards, memberships, notifications, questProgress, quests, stardustTransactions, tournamentEntries, tournaments, votes,
} from "../src/db/schema.ts";
import { manualClock } from "./helpers/economy.ts";
import { startServer, type TestPilot, type TestServer } from "./helpers/server.ts";

/** Text every writer must escape: quotes, backslashes, an emoji, control characters. */
const TRICKY = 'Quote " backslash \\ emoji 🚀 controls \u0001\u001f tab \t newline \n end';
const at = (iso: string) => new Date(iso);

const clock = manualClock("2026-11-21T12:00:00Z");
let server: TestServer;
let owner: TestPilot;
let stranger: TestPilot;
let admin: TestPilot;

beforeAll(async () => {
  server = await startServer({}, { clock });
  owner = await server.pilot("Serial Pilot");
  stranger = await server.pilot("Stranger");
  admin = await server.admin();
  await seed();
});
afterAll(() => server?.close());

/** Two records of every entity, one with its nullable fields filled and one without, owned by `owner`. */
async function seed(): Promise<void> {
  const db = server.database.db;
  const [quest] = await db.insert(quests).values([
    { title: TRICKY, quest_type: "daily", objective_event: "upload", xp_reward: 15, created_by: admin.email },
    { title: "Plain", quest_type: "weekly", objective_event: "vote" },
  ]).returning();
  const [card] = await db.insert(cards).values([
    { card_name: TRICKY, card_type: "doom", effect_type: "stardust", effect_value: -20, created_by: admin.email },
    { card_name: "Comet", card_type: "spare luck", effect_type: "xp", effect_value: 40 },
  ]).returning();
  // The first has ended by the clock while its stored state still says open: reads show the clock's.
  const [cup] = await db.insert(tournaments).values([
    { name: TRICKY, state: "open", starts_at: at("2026-11-01T00:00:00Z"), ends_at: at("2026-11-10T00:00:00.5Z"), max_players: 8, prize_pool: 12.5, min_tier: "explorer", champion_email: owner.email, completed_at: at("2026-11-10T01:00:00Z"), created_by: admin.email },
    { name: "Future Cup", starts_at: at("2026-12-01T00:00:00Z"), ends_at: at("2026-12-08T00:00:00Z"), max_players: 4 },
  ]).returning();
  await db.insert(tournamentEntries).values([{ tournament_id: cup!.id, user_email: owner.email, seed: 1 }, { tournament_id: cup!.id, user_email: stranger.email }]);
  const [battle] = await db.insert(battles).values([
    { title: TRICKY, host_email: owner.email, prize_pool: 50, pot: 60, entrants: 1, start_time: at("2026-11-20T00:00:00Z"), end_time: at("2026-11-27T00:00:00Z"), voting_end_time: at("2026-11-30T00:00:00Z"), cancel_reason: TRICKY, cancelled_at: at("2026-11-21T00:00:00Z"), tournament_id: cup!.id, created_by: owner.email },
    { title: "Open Floor", host_email: admin.email, start_time: at("2026-11-20T00:00:00Z"), end_time: at("2026-11-27T00:00:00Z"), voting_end_time: at("2026-11-30T00:00:00Z") },
  ]).returning();
  const [beat] = await db.insert(beats).values([
    { user_email: owner.email, title: TRICKY, file_url: "/files/a.wav", pilot_name: "Serial \"Pilot\"", genre: "trap", content_type: "audio/wav", duration_seconds: 12.5, storage_key: "beats/a.wav", created_by: owner.email },
    { user_email: owner.email, title: "Bare", file_url: "/files/b.wav", pilot_name: "Serial Pilot" },
  ]).returning();
  const [entry] = await db.insert(beatSubmissions).values([
    { battle_id: battle!.id, beat_id: beat!.id, user_email: owner.email, title: TRICKY, genre: "trap", beat_url: "/files/a.wav", fee_paid: 10, storage_key: "beats/a.wav", content_type: "audio/wav", duration_seconds: 93.25, created_by: owner.email },
    { battle_id: battle!.id, user_email: admin.email, title: "Other", beat_url: "/files/c.wav" },
  ]).returning();
  await db.insert(votes).values([
    { battle_id: battle!.id, submission_id: entry!.id, voter_email: owner.email, creativity: 7, technical: 8, impact: 9, vote_power: 8, notes: TRICKY, rewarded_day: "2026-11-21" },
    { battle_id: battle!.id, submission_id: entry!.id, voter_email: stranger.email, creativity: 1, technical: 2, impact: 3, vote_power: 2 },
  ]);
  await db.insert(questProgress).values([
    { user_email: owner.email, quest_id: quest!.id, period: "2026-11-21", count: 1, progress: 50 },
    { user_email: owner.email, quest_id: quest!.id, period: "once", count: 2, progress: 100, claimed: true, completed_at: at("2026-11-21T10:00:00.001Z") },
  ]);
  await db.insert(cardDrops).values([
    { user_email: owner.email, card_id: card!.id, day: "2026-11-21", claimed_at: at("2026-11-21T09:00:00Z") },
    { user_email: owner.email, card_id: card!.id, day: "2026-11-21", source: "lucky_draw", claimed: false },
  ]);
  await db.insert(memberships).values([
    { user_email: owner.email, tier: "explorer", billing_cycle: "monthly", started_at: at("2026-11-01T00:00:00Z"), expires_at: at("2026-12-01T00:00:00Z"), prize_pool_contribution: 12.5, provider_subscription_id: TRICKY, battle_entries_reset_at: at("2026-12-01T00:00:00Z") },
    { user_email: stranger.email, tier: "cadet", billing_cycle: "annual", started_at: at("2026-11-01T00:00:00Z"), expires_at: at("2027-11-01T00:00:00Z"), prize_pool_contribution: 0.1234 },
  ]);
  await db.insert(stardustTransactions).values({ user_email: owner.email, amount: -25, transaction_type: "purchase", description: TRICKY, balance_after: 75 });
  await db.insert(notifications).values({ user_email: owner.email, type: "battle_result", reference_id: "serialised", title: TRICKY, body: TRICKY, link: "/Dashboard" });
}

const READERS = { owner: () => owner, stranger: () => stranger, admin: () => admin } as const;
type Reader = keyof typeof READERS;
const ROLES: Record<Reader, string> = { owner: "user", stranger: "user", admin: "admin" };
const pilotOf = (reader: Reader) => ({ id: READERS[reader]().id, email: READERS[reader]().email, role: ROLES[reader] });

/** What a route answered before it serialised from schemas: the core's records, as `JSON.stringify` wrote them. */
async function listedBefore(definition: EntityDefinition, reader: Reader, params: ListParams): Promise<Record<string, unknown>[]> {
  const rows = await listRecords(server.database.db, definition, pilotOf(reader), params);
  return rows.map((row) => asRead(definition, row));
}

/** A record as its reader gets it: as the clock has it now, an audio track's original on a signed link (decisions/023). */
function asRead(definition: EntityDefinition, row: Record<string, unknown>): Record<string, unknown> {
  const current = definition.atRead ? definition.atRead(row, clock.now()) : row;
  const audio = definition === ENTITIES.Beat && (current.media_type === "beat" || current.media_type === "song");
  if (!audio || typeof current.file_url !== "string") return current;
  return { ...current, file_url: signedOriginalUrl(server.app.services.config, current.file_url, storedKeyOf(current.file_url), clock.now()) };
}

async function text(path: string, reader: Reader): Promise<string> {
  const reply = await fetch(`${server.url}/api/apps/soundship${path}`, { headers: { authorization: `Bearer ${READERS[reader]().token}` } });
  expect(reply.status).toBe(200);
  expect(reply.headers.get("content-type")).toBe("application/json; charset=utf-8");
  return reply.text();
}

/** Three fields of the table, out of column order: the last, a nullable one if any, and the creation time. */
function someFields(table: PgTable): string {
  const columns = Object.entries(getTableColumns(table));
  const nullable = columns.find(([name, column]) => !column.notNull && name !== "created_by")?.[0];
  return [...new Set([columns.at(-1)![0], nullable ?? "updated_date", "created_date"])].join(",");
}

/** The readers who see records of the entity: the stranger owns none of the seeded ones, so only where pilots read all. */
function mayRead(definition: EntityDefinition, reader: Reader): boolean {
  const decision = decide(definition.access?.read ?? "admin", { id: reader, email: reader, role: ROLES[reader] });
  return reader === "stranger" ? decision === "all" : decision !== "none";
}
const cases = Object.values(ENTITIES).flatMap((definition) =>
  (Object.keys(READERS) as Reader[]).filter((reader) => mayRead(definition, reader)).map((reader) => ({ entity: definition.name, reader, definition })),
);

describe.each(cases)("$entity read by the $reader", ({ definition, reader }) => {
  it("lists and gets the same bytes JSON.stringify wrote", async () => {
    const before = await listedBefore(definition, reader, { sort: "id", limit: 500 });
    expect(before.length).toBeGreaterThan(0);
    expect(await text(`/entities/${definition.name}?sort=id&limit=500`, reader)).toBe(JSON.stringify(before));
    for (const row of before) {
      const record = await getRecord(server.database.db, definition, pilotOf(reader), row.id as string);
      const expected = asRead(definition, record);
      expect(await text(`/entities/${definition.name}/${row.id as string}`, reader)).toBe(JSON.stringify(expected));
    }
  });

  // JSON objects are unordered (RFC 8259) and every client reads by key: a subset keeps its values,
  // written in the table's order rather than the order the client named them.
  it("answers a `fields` subset with the same values", async () => {
    const fields = someFields(definition.table);
    const before = await listedBefore(definition, reader, { sort: "id", limit: 500, fields });
    const answered = JSON.parse(await text(`/entities/${definition.name}?sort=id&limit=500&fields=${fields}`, reader)) as Record<string, unknown>[];
    expect(answered).toEqual(JSON.parse(JSON.stringify(before)));
    expect(answered.map((row) => Object.keys(row).sort())).toEqual(before.map((row) => Object.keys(row).sort()));
  });
});

describe("entity answers written from schemas", () => {
  it("keep nulls, money, escaped text, ISO times and the clock's tournament state", async () => {
    const [membership] = JSON.parse(await text("/entities/Membership", "owner"));
    expect(membership).toMatchObject({ prize_pool_contribution: 12.5, provider_subscription_id: TRICKY, provider_event_at: null, started_at: "2026-11-01T00:00:00.000Z" });
    const cups = JSON.parse(await text("/entities/Tournament?sort=starts_at", "admin"));
    expect(cups[0]).toMatchObject({ name: TRICKY, prize_pool: 12.5, state: "completed", ends_at: "2026-11-10T00:00:00.500Z", champion_email: owner.email });
    expect(cups[1]).toMatchObject({ state: "open", min_tier: null, champion_email: null, completed_at: null });
  });

  it("never carry a field the record schema does not declare", async () => {
    const tournament = ENTITIES.Tournament;
    const atRead = tournament.atRead!;
    // A read that puts an undeclared field on every record, as a careless change to one might.
    tournament.atRead = (row, now) => ({ ...atRead(row, now), password_hash: "secret", storage_note: TRICKY });
    try {
      const listed = JSON.parse(await text("/entities/Tournament", "admin")) as Record<string, unknown>[];
      expect(listed.length).toBeGreaterThan(0);
      const one = JSON.parse(await text(`/entities/Tournament/${listed[0]!.id as string}`, "admin"));
      // An admin reads every declared field, and nothing more.
      for (const record of [...listed, one]) expect(Object.keys(record).sort()).toEqual(Object.keys(tournament.record.shape).sort());
    } finally {
      tournament.atRead = atRead;
    }
  });

  it("keep e-mails out of another pilot's battles and submissions", async () => {
    for (const entity of ["Battle", "BeatSubmission"]) {
      const others = JSON.parse(await text(`/entities/${entity}`, "stranger")) as Record<string, unknown>[];
      expect(others.length).toBeGreaterThan(0);
      for (const record of others) {
        expect(Object.keys(record).filter((key) => key.endsWith("_email") || key === "created_by")).toEqual([]);
      }
      const asAdmin = JSON.parse(await text(`/entities/${entity}`, "admin")) as Record<string, unknown>[];
      expect(asAdmin.every((record) => "created_by" in record && Object.keys(record).some((key) => key.endsWith("_email")))).toBe(true);
    }
  });

  it("answer a create, a bulk create, an import and an update as JSON.stringify wrote the stored row", async () => {
    const db = server.database.db;
    const stored = async (table: typeof quests | typeof cards | typeof tournaments, ids: string[]) => {
      const rows = await db.select().from(table).where(inArray(table.id, ids));
      return ids.map((id) => rows.find((row) => row.id === id));
    };
    const call = async (path: string, init: RequestInit) => {
      const reply = await fetch(`${server.url}/api/apps/soundship${path}`, { ...init, headers: { authorization: `Bearer ${admin.token}`, ...(typeof init.body === "string" ? { "content-type": "application/json" } : {}) } });
      expect(reply.status).toBe(200);
      return reply.text();
    };
    const post = (path: string, body: unknown) => call(path, { method: "POST", body: JSON.stringify(body) });

    const quest = await post("/entities/Quest", { title: TRICKY, quest_type: "story", objective_event: "purchase" });
    expect(quest).toBe(JSON.stringify((await stored(quests, [JSON.parse(quest).id]))[0]));
    const cup = await post("/entities/Tournament", { name: TRICKY, description: "\u2028 line separator", starts_at: "2026-12-01T00:00:00Z", ends_at: "2026-12-02T00:00:00.25Z", max_players: 16, prize_pool: 12.5 });
    expect(cup).toBe(JSON.stringify((await stored(tournaments, [JSON.parse(cup).id]))[0]));
    expect(JSON.parse(cup)).toMatchObject({ prize_pool: 12.5, min_tier: null, ends_at: "2026-12-02T00:00:00.250Z" });

    const bulk = await post("/entities/Card/bulk", [
      { card_name: TRICKY, card_type: "doom", effect_type: "stardust", effect_value: -5 },
      { card_name: "Nova", card_type: "spare luck", effect_type: "xp", effect_value: 5 },
    ]);
    expect(bulk).toBe(JSON.stringify(await stored(cards, JSON.parse(bulk).map((card: { id: string }) => card.id))));

    const form = new FormData();
    form.append("file", new Blob(['title,quest_type,objective_event\n"Say ""hi"" \\ 🚀",daily,login\nSecond,weekly,vote\n'], { type: "text/csv" }), "quests.csv");
    const imported = await call("/entities/Quest/import", { method: "POST", body: form });
    const ids = JSON.parse(imported).items.map((item: { id: string }) => item.id);
    expect(imported).toBe(JSON.stringify({ imported: 2, items: await stored(quests, ids) }));

    const updated = await call(`/entities/Quest/${ids[0]}`, { method: "PUT", body: JSON.stringify({ xp_reward: 5, description: TRICKY }) });
    const [row] = await db.select().from(quests).where(eq(quests.id, ids[0]));
    expect(updated).toBe(JSON.stringify(row));
  });
});
