import { count, eq, getTableColumns, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENTITIES } from "../src/core/entities/definitions.ts";
import { postStardust } from "../src/core/ledger/ledger.ts";
import * as schema from "../src/db/schema.ts";
import { startServer, type Reply, type TestPilot, type TestServer } from "./helpers/server.ts";

/**
 * Who may do what to each entity of the generic API, written out by hand so that a change to the
 * access policies fails here. Outcomes:
 * - `ok`: allowed and it reaches the owner's record (list/count/get see it, update/delete change it,
 *   deleteMany removes it); for create, bulk and import, new records owned by and created by the caller;
 * - `mine`: allowed, scoped to the caller's own records, and the owner's record is among them;
 * - `hidden`: allowed, scoped to the caller's own records, so the owner's record is not there
 *   (and deleteMany removes nothing);
 * - `401` `403` `404`: refused with that status, and nothing changed.
 * For Quest, Card and Tournament nobody owns a record: "owner" is the pilot who created it.
 */
const MATRIX = `
  entity               verb        anonymous  owner   other   admin
  StardustTransaction  list        401        mine    hidden  ok
  StardustTransaction  count       401        mine    hidden  ok
  StardustTransaction  get         401        ok      404     ok
  StardustTransaction  create      401        403     403     403
  StardustTransaction  bulk        401        403     403     403
  StardustTransaction  import      401        403     403     403
  StardustTransaction  update      401        403     403     403
  StardustTransaction  delete      401        403     403     403
  StardustTransaction  deleteMany  401        403     403     403

  QuestProgress        list        401        mine    hidden  ok
  QuestProgress        count       401        mine    hidden  ok
  QuestProgress        get         401        ok      404     ok
  QuestProgress        create      401        403     403     403
  QuestProgress        bulk        401        403     403     403
  QuestProgress        import      401        403     403     403
  QuestProgress        update      401        403     403     403
  QuestProgress        delete      401        403     403     403
  QuestProgress        deleteMany  401        403     403     403

  CardDrop             list        401        mine    hidden  ok
  CardDrop             count       401        mine    hidden  ok
  CardDrop             get         401        ok      404     ok
  CardDrop             create      401        403     403     403
  CardDrop             bulk        401        403     403     403
  CardDrop             import      401        403     403     403
  CardDrop             update      401        403     403     403
  CardDrop             delete      401        403     403     403
  CardDrop             deleteMany  401        403     403     403

  Vote                 list        401        mine    hidden  ok
  Vote                 count       401        mine    hidden  ok
  Vote                 get         401        ok      404     ok
  Vote                 create      401        403     403     403
  Vote                 bulk        401        403     403     403
  Vote                 import      401        403     403     403
  Vote                 update      401        403     403     403
  Vote                 delete      401        403     403     403
  Vote                 deleteMany  401        403     403     403

  Membership           list        401        mine    hidden  ok
  Membership           count       401        mine    hidden  ok
  Membership           get         401        ok      404     ok
  Membership           create      401        403     403     403
  Membership           bulk        401        403     403     403
  Membership           import      401        403     403     403
  Membership           update      401        403     403     403
  Membership           delete      401        403     403     403
  Membership           deleteMany  401        403     403     403

  TournamentEntry      list        401        mine    hidden  ok
  TournamentEntry      count       401        mine    hidden  ok
  TournamentEntry      get         401        ok      404     ok
  TournamentEntry      create      401        403     403     403
  TournamentEntry      bulk        401        403     403     403
  TournamentEntry      import      401        403     403     403
  TournamentEntry      update      401        403     403     403
  TournamentEntry      delete      401        403     403     403
  TournamentEntry      deleteMany  401        403     403     403

  Quest                list        401        ok      ok      ok
  Quest                count       401        ok      ok      ok
  Quest                get         401        ok      ok      ok
  Quest                create      401        403     403     ok
  Quest                bulk        401        403     403     ok
  Quest                import      401        403     403     ok
  Quest                update      401        403     403     ok
  Quest                delete      401        403     403     ok
  Quest                deleteMany  401        403     403     ok

  Card                 list        401        ok      ok      ok
  Card                 count       401        ok      ok      ok
  Card                 get         401        ok      ok      ok
  Card                 create      401        403     403     ok
  Card                 bulk        401        403     403     ok
  Card                 import      401        403     403     ok
  Card                 update      401        403     403     ok
  Card                 delete      401        403     403     ok
  Card                 deleteMany  401        403     403     ok

  Tournament           list        401        ok      ok      ok
  Tournament           count       401        ok      ok      ok
  Tournament           get         401        ok      ok      ok
  Tournament           create      401        403     403     ok
  Tournament           bulk        401        403     403     ok
  Tournament           import      401        403     403     ok
  Tournament           update      401        403     403     ok
  Tournament           delete      401        403     403     ok
  Tournament           deleteMany  401        403     403     ok

  Battle               list        401        ok      ok      ok
  Battle               count       401        ok      ok      ok
  Battle               get         401        ok      ok      ok
  Battle               create      401        403     403     403
  Battle               bulk        401        403     403     403
  Battle               import      401        403     403     403
  Battle               update      401        403     403     ok
  Battle               delete      401        403     403     ok
  Battle               deleteMany  401        403     403     ok

  BeatSubmission       list        401        ok      ok      ok
  BeatSubmission       count       401        ok      ok      ok
  BeatSubmission       get         401        ok      ok      ok
  BeatSubmission       create      401        403     403     403
  BeatSubmission       bulk        401        403     403     403
  BeatSubmission       import      401        403     403     403
  BeatSubmission       update      401        403     403     403
  BeatSubmission       delete      401        403     403     403
  BeatSubmission       deleteMany  401        403     403     403

  Beat                 list        401        mine    hidden  ok
  Beat                 count       401        mine    hidden  ok
  Beat                 get         401        ok      404     ok
  Beat                 create      401        403     403     403
  Beat                 bulk        401        403     403     403
  Beat                 import      401        403     403     403
  Beat                 update      401        ok      404     ok
  Beat                 delete      401        403     403     403
  Beat                 deleteMany  401        403     403     403

  Notification         list        401        mine    hidden  ok
  Notification         count       401        mine    hidden  ok
  Notification         get         401        ok      404     ok
  Notification         create      401        403     403     403
  Notification         bulk        401        403     403     403
  Notification         import      401        403     403     403
  Notification         update      401        403     403     403
  Notification         delete      401        403     403     403
  Notification         deleteMany  401        403     403     403
`;

const ENTITY_NAMES = [
  "StardustTransaction", "QuestProgress", "CardDrop", "Vote", "Membership", "TournamentEntry",
  "Quest", "Card", "Tournament", "Battle", "BeatSubmission", "Beat", "Notification",
] as const;
const VERBS = ["list", "count", "get", "create", "bulk", "import", "update", "delete", "deleteMany"] as const;
const CALLERS = ["anonymous", "owner", "other", "admin"] as const;
const OUTCOMES = ["ok", "mine", "hidden", "401", "403", "404"] as const;

type EntityName = (typeof ENTITY_NAMES)[number];
type Verb = (typeof VERBS)[number];
type Caller = (typeof CALLERS)[number];
type Outcome = (typeof OUTCOMES)[number];
type Row = Record<string, unknown>;

interface Cell {
  entity: EntityName;
  verb: Verb;
  caller: Caller;
  outcome: Outcome;
}

function oneOf<T extends string>(list: readonly T[], word: string | undefined): T {
  if (!list.includes(word as T)) throw new Error(`Matrix: unexpected word ${word}`);
  return word as T;
}

function readMatrix(text: string): Cell[] {
  const lines = text.trim().split("\n").map((line) => line.trim().split(/\s+/)).filter((words) => words.length > 1);
  return lines.slice(1).flatMap(([entity, verb, ...outcomes]) => {
    if (outcomes.length !== CALLERS.length) throw new Error(`Matrix: ${entity} ${verb} needs ${CALLERS.length} outcomes`);
    return CALLERS.map((caller, index) => ({
      entity: oneOf(ENTITY_NAMES, entity),
      verb: oneOf(VERBS, verb),
      caller,
      outcome: oneOf(OUTCOMES, outcomes[index]),
    }));
  });
}

const CELLS = readMatrix(MATRIX);

let server: TestServer;
let owner: TestPilot;
let other: TestPilot;
let admin: TestPilot;

beforeAll(async () => {
  server = await startServer();
  owner = await server.pilot("Owner Pilot");
  other = await server.pilot("Other Pilot");
  admin = await server.admin();
});
afterAll(() => server?.close());

const db = () => server.database.db;
const hour = (n: number) => new Date(Date.UTC(2030, 0, 1, n)).toISOString();
let sequence = 0;
const unique = (prefix: string) => `${prefix}-${++sequence}`;

async function insertQuest() {
  const [row] = await db().insert(schema.quests).values({ title: unique("Quest"), quest_type: "daily", objective_event: "upload", created_by: owner.email }).returning();
  return row!;
}

async function insertCard() {
  const [row] = await db().insert(schema.cards).values({ card_name: unique("Card"), card_type: "doom", effect_type: "stardust", effect_value: -5, created_by: owner.email }).returning();
  return row!;
}

async function insertTournament() {
  const [row] = await db().insert(schema.tournaments).values({ name: unique("Cup"), starts_at: new Date(hour(1)), ends_at: new Date(hour(2)), max_players: 8, created_by: owner.email }).returning();
  return row!;
}

async function insertBattle() {
  const [row] = await db().insert(schema.battles).values({
    title: unique("Battle"), start_time: new Date(hour(1)), end_time: new Date(hour(2)), voting_end_time: new Date(hour(3)), host_email: owner.email, created_by: owner.email,
  }).returning();
  return row!;
}

async function insertSubmission(author: TestPilot) {
  const battle = await insertBattle();
  const [row] = await db().insert(schema.beatSubmissions).values({
    battle_id: battle.id, user_email: author.email, title: unique("Entry"), beat_url: "https://cdn.soundship.test/entry.mp3", created_by: author.email,
  }).returning();
  return row!;
}

interface Fixture {
  table: PgTable;
  /** The column naming the owning pilot, for entities that have one. */
  ownerField?: string;
  /** A fresh record owned by the owner pilot, written straight to the database. */
  seed(): Promise<Row>;
  /** What a caller sends to create a record like `record`. */
  create(record: Row): Row;
  /** The field an update sets, and the value it sets. */
  change: [string, unknown];
}

const FIXTURES: Record<EntityName, Fixture> = {
  StardustTransaction: {
    table: schema.stardustTransactions,
    ownerField: "user_email",
    // The real ledger, so the row is exactly what the server itself writes.
    seed: async () => (await db().transaction((tx) => postStardust(tx, { userId: owner.id, amount: 5, type: "admin_grant", description: "matrix grant" }))).transaction,
    create: () => ({ user_email: owner.email, amount: 1_000_000, transaction_type: "admin_grant", description: "forged", balance_after: 1_000_100 }),
    change: ["amount", 1_000_000],
  },
  QuestProgress: {
    table: schema.questProgress,
    ownerField: "user_email",
    seed: async () => {
      const quest = await insertQuest();
      const [row] = await db().insert(schema.questProgress).values({ user_email: owner.email, quest_id: quest.id, period: "once", count: 1, progress: 50, created_by: owner.email }).returning();
      return row!;
    },
    create: (record) => ({ quest_id: record.quest_id, period: "2030-01-02", count: 9, progress: 100, claimed: true }),
    change: ["claimed", true],
  },
  Notification: {
    table: schema.notifications,
    ownerField: "user_email",
    seed: async () => {
      const [row] = await db().insert(schema.notifications).values({ user_email: owner.email, type: "battle_entry", reference_id: crypto.randomUUID(), title: "Your entry is in", link: "/Dashboard" }).returning();
      return row!;
    },
    create: () => ({ type: "battle_entry", reference_id: "x", title: "Forged", link: "/Dashboard" }),
    change: ["read", true],
  },
  CardDrop: {
    table: schema.cardDrops,
    ownerField: "user_email",
    seed: async () => {
      const card = await insertCard();
      const [row] = await db().insert(schema.cardDrops).values({ user_email: owner.email, card_id: card.id, source: "lucky_draw", day: "2030-01-01", created_by: owner.email }).returning();
      return row!;
    },
    create: (record) => ({ card_id: record.card_id, source: "daily_login", day: "2030-01-02" }),
    change: ["claimed", false],
  },
  Vote: {
    table: schema.votes,
    ownerField: "voter_email",
    seed: async () => {
      const submission = await insertSubmission(admin);
      const [row] = await db().insert(schema.votes).values({
        battle_id: submission.battle_id, submission_id: submission.id, voter_email: owner.email, creativity: 7, technical: 6, impact: 5, vote_power: 1, created_by: owner.email,
      }).returning();
      return row!;
    },
    create: (record) => ({ battle_id: record.battle_id, submission_id: record.submission_id, creativity: 10, technical: 10, impact: 10, vote_power: 10 }),
    change: ["creativity", 0],
  },
  Membership: {
    table: schema.memberships,
    ownerField: "user_email",
    // A pilot holds one membership: reuse it while it exists.
    seed: async () => {
      const [existing] = await db().select().from(schema.memberships).where(eq(schema.memberships.user_email, owner.email));
      if (existing) return existing;
      const [row] = await db().insert(schema.memberships).values({
        user_email: owner.email, tier: "cadet", billing_cycle: "monthly", started_at: new Date(hour(0)), expires_at: new Date(hour(720)), created_by: owner.email,
      }).returning();
      return row!;
    },
    create: () => ({ tier: "admiral", billing_cycle: "annual", started_at: hour(0), expires_at: hour(9000) }),
    change: ["tier", "admiral"],
  },
  TournamentEntry: {
    table: schema.tournamentEntries,
    ownerField: "user_email",
    seed: async () => {
      const tournament = await insertTournament();
      const [row] = await db().insert(schema.tournamentEntries).values({ tournament_id: tournament.id, user_email: owner.email, created_by: owner.email }).returning();
      return row!;
    },
    create: (record) => ({ tournament_id: record.tournament_id }),
    change: ["created_by", "someone-else@soundship.test"],
  },
  Quest: {
    table: schema.quests,
    seed: insertQuest,
    create: () => ({ title: "Matrix quest", quest_type: "weekly", objective_event: "vote", stardust_reward: 25 }),
    change: ["title", "Renamed quest"],
  },
  Card: {
    table: schema.cards,
    seed: insertCard,
    create: () => ({ card_name: "Matrix card", card_type: "spare luck", effect_type: "stardust", effect_value: 5 }),
    change: ["card_name", "Renamed card"],
  },
  Tournament: {
    table: schema.tournaments,
    seed: insertTournament,
    create: () => ({ name: "Matrix cup", starts_at: hour(1), ends_at: hour(5), max_players: 16 }),
    change: ["name", "Renamed cup"],
  },
  Battle: {
    table: schema.battles,
    ownerField: "host_email",
    seed: insertBattle,
    create: () => ({ title: "Matrix battle", start_time: hour(1), end_time: hour(2), voting_end_time: hour(3) }),
    change: ["title", "Renamed battle"],
  },
  BeatSubmission: {
    table: schema.beatSubmissions,
    ownerField: "user_email",
    seed: () => insertSubmission(owner),
    create: (record) => ({ battle_id: record.battle_id, title: "Matrix entry", beat_url: "https://cdn.soundship.test/forged.mp3" }),
    change: ["title", "Renamed entry"],
  },
  Beat: {
    table: schema.beats,
    ownerField: "user_email",
    seed: async () => {
      const [row] = await db().insert(schema.beats).values({
        user_email: owner.email, title: unique("Beat"), file_url: "https://cdn.soundship.test/beat.mp3", pilot_name: "Owner Pilot", created_by: owner.email,
      }).returning();
      return row!;
    },
    create: () => ({ title: "Matrix beat", file_url: "https://cdn.soundship.test/matrix.mp3", genre: null }),
    change: ["title", "Renamed beat"],
  },
};

function columnOf(table: PgTable, name: string): PgColumn {
  const column = getTableColumns(table)[name];
  if (!column) throw new Error(`No column ${name}`);
  return column as PgColumn;
}

async function readRow(table: PgTable, id: unknown): Promise<Row | undefined> {
  const [row] = await db().select().from(table).where(eq(columnOf(table, "id"), id));
  return row as Row | undefined;
}

async function countRows(table: PgTable, where?: SQL): Promise<number> {
  const [row] = await db().select({ n: count() }).from(table).where(where);
  return row!.n;
}

function pilotOf(caller: Caller): TestPilot | undefined {
  return { anonymous: undefined, owner, other, admin }[caller];
}

function expectRefused(reply: Reply, outcome: Outcome) {
  const code = { 401: "NOT_AUTHENTICATED", 403: "FORBIDDEN", 404: "NOT_FOUND" }[outcome as "401" | "403" | "404"];
  expect({ status: reply.status, code: reply.body?.code }).toEqual({ status: Number(outcome), code });
}

const isRefusal = (outcome: Outcome) => outcome === "401" || outcome === "403" || outcome === "404";

function csvOf(rows: Row[]): FormData {
  const header = Object.keys(rows[0]!).filter((key) => rows[0]![key] !== null);
  const lines = [header.join(","), ...rows.map((row) => header.map((key) => String(row[key])).join(","))];
  const form = new FormData();
  form.append("file", new Blob([`${lines.join("\n")}\n`], { type: "text/csv" }), "records.csv");
  return form;
}

/** Every row a scoped caller reads belongs to them. */
function expectOnlyOwnRows(rows: Row[], fixture: Fixture, pilot: TestPilot) {
  expect(rows.map((row) => row[fixture.ownerField!]).filter((email) => email !== pilot.email)).toEqual([]);
}

/** E-mail is private (docs/decisions/002): a pilot's reply names no address but their own; admins see all. */
function expectNoOtherEmails(body: unknown, caller: Caller) {
  if (caller === "admin") return;
  const mine = pilotOf(caller)!.email;
  const addresses = JSON.stringify(body).match(/[\w.+-]+@soundship\.test/g) ?? [];
  expect(addresses.filter((address) => address !== mine)).toEqual([]);
}

async function checkRead(cell: Cell, fixture: Fixture, record: Row, pilot: TestPilot | undefined) {
  const token = pilot?.token;
  const path = `/entities/${cell.entity}`;
  const reply = cell.verb === "list"
    ? await server.api(`${path}?limit=500`, { token })
    : cell.verb === "count"
      ? await server.api(`${path}/count?q=${encodeURIComponent(JSON.stringify({ id: record.id }))}`, { token })
      : await server.api(`${path}/${String(record.id)}`, { token });
  if (isRefusal(cell.outcome)) return expectRefused(reply, cell.outcome);
  expect(reply.status).toBe(200);
  expectNoOtherEmails(reply.body, cell.caller);
  const visible = cell.outcome !== "hidden";
  if (cell.verb === "get") {
    expect(reply.body).toMatchObject({ id: record.id });
  } else if (cell.verb === "count") {
    expect(reply.body).toEqual({ count: visible ? 1 : 0 });
    if (cell.outcome !== "ok") {
      const everything = await server.api(`${path}/count`, { token });
      expect(everything.body.count).toBe(await countRows(fixture.table, eq(columnOf(fixture.table, fixture.ownerField!), pilot!.email)));
    }
  } else {
    const rows = reply.body as Row[];
    expect(rows.some((row) => row.id === record.id)).toBe(visible);
    if (cell.outcome !== "ok") expectOnlyOwnRows(rows, fixture, pilot!);
  }
}

async function checkCreate(cell: Cell, fixture: Fixture, record: Row, pilot: TestPilot | undefined) {
  const body = fixture.create(record);
  const before = await countRows(fixture.table);
  const path = `/entities/${cell.entity}`;
  const reply = cell.verb === "create"
    ? await server.api(path, { method: "POST", token: pilot?.token, body })
    : cell.verb === "bulk"
      ? await server.api(`${path}/bulk`, { method: "POST", token: pilot?.token, body: [body, body] })
      : await server.api(`${path}/import`, { method: "POST", token: pilot?.token, rawBody: csvOf([body, body]) });
  if (isRefusal(cell.outcome)) {
    expectRefused(reply, cell.outcome);
    expect(await countRows(fixture.table)).toBe(before);
    return;
  }
  expect(reply.status).toBe(200);
  expectNoOtherEmails(reply.body, cell.caller);
  const created = (cell.verb === "create" ? [reply.body] : cell.verb === "bulk" ? reply.body : reply.body.items) as Row[];
  expect(created).toHaveLength(cell.verb === "create" ? 1 : 2);
  if (cell.verb === "import") expect(reply.body.imported).toBe(2);
  expect(await countRows(fixture.table)).toBe(before + created.length);
  for (const item of created) {
    const stored = await readRow(fixture.table, item.id);
    expect(stored).toMatchObject({ created_by: pilot!.email, ...(fixture.ownerField ? { [fixture.ownerField]: pilot!.email } : {}) });
  }
}

async function checkWrite(cell: Cell, fixture: Fixture, record: Row, pilot: TestPilot | undefined) {
  const before = await readRow(fixture.table, record.id);
  const path = `/entities/${cell.entity}`;
  const [field, value] = fixture.change;
  const reply = cell.verb === "update"
    ? await server.api(`${path}/${String(record.id)}`, { method: "PUT", token: pilot?.token, body: { [field]: value } })
    : cell.verb === "delete"
      ? await server.api(`${path}/${String(record.id)}`, { method: "DELETE", token: pilot?.token })
      : await server.api(path, { method: "DELETE", token: pilot?.token, body: { id: record.id } });
  const after = await readRow(fixture.table, record.id);
  if (isRefusal(cell.outcome) || cell.outcome === "hidden") {
    if (cell.outcome === "hidden") expect(reply).toMatchObject({ status: 200, body: { deleted: 0 } });
    else expectRefused(reply, cell.outcome);
    expect(after).toEqual(before);
    return;
  }
  expect(reply.status).toBe(200);
  expectNoOtherEmails(reply.body, cell.caller);
  if (cell.verb === "update") {
    expect(reply.body).toMatchObject({ id: record.id, [field]: value });
    expect(after?.[field]).toEqual(value);
  } else {
    expect(reply.body).toEqual(cell.verb === "delete" ? { ok: true } : { deleted: 1 });
    expect(after).toBeUndefined();
  }
}

describe("the authorization matrix", () => {
  it("covers every entity of the API and every verb once", () => {
    expect([...ENTITY_NAMES].sort()).toEqual(Object.keys(ENTITIES).sort());
    expect(CELLS).toHaveLength(ENTITY_NAMES.length * VERBS.length * CALLERS.length);
    const keys = new Set(CELLS.map((cell) => `${cell.entity} ${cell.verb} ${cell.caller}`));
    expect(keys.size).toBe(CELLS.length);
  });

  it.each(CELLS.map((cell) => [`${cell.entity} ${cell.verb} as ${cell.caller}: ${cell.outcome}`, cell] as const))("%s", async (_name, cell) => {
    const fixture = FIXTURES[cell.entity];
    const record = await fixture.seed();
    const pilot = pilotOf(cell.caller);
    if (cell.verb === "list" || cell.verb === "count" || cell.verb === "get") await checkRead(cell, fixture, record, pilot);
    else if (cell.verb === "create" || cell.verb === "bulk" || cell.verb === "import") await checkCreate(cell, fixture, record, pilot);
    else await checkWrite(cell, fixture, record, pilot);
  });

  it("left the owner's balance equal to the sum of their ledger", async () => {
    const [user] = await db().select().from(schema.users).where(eq(schema.users.id, owner.id));
    const ledger = await db().select().from(schema.stardustTransactions).where(eq(schema.stardustTransactions.user_email, owner.email));
    expect(user!.stardust).toBe(ledger.reduce((sum, row) => sum + row.amount, 0));
  });
});

describe("owner scope and server-set fields", () => {
  const beatBody = { title: "Stolen beat", file_url: "https://cdn.soundship.test/stolen.mp3" };
  const ownerBeats = () => countRows(schema.beats, eq(schema.beats.user_email, owner.email));

  it("makes tracks only from uploads: a client-made Beat is refused whatever it claims, creating nothing", async () => {
    const before = await countRows(schema.beats);
    for (const body of [beatBody, { ...beatBody, user_email: owner.email }, { ...beatBody, pilot_name: "Somebody Famous", status: "featured" }]) {
      expect((await server.api("/entities/Beat", { method: "POST", token: other.token, body })).status).toBe(403);
    }
    expect((await server.api("/entities/Beat/bulk", { method: "POST", token: other.token, body: [beatBody] })).status).toBe(403);
    expect((await server.api("/entities/Beat/import", { method: "POST", token: other.token, rawBody: csvOf([beatBody]) })).status).toBe(403);
    expect(await countRows(schema.beats)).toBe(before);
  });

  it("sets created_by itself", async () => {
    const quest = await server.api("/entities/Quest", { method: "POST", token: admin.token, body: { title: "Admin quest", quest_type: "story", objective_event: "login" } });
    expect(quest.status).toBe(200);
    expect(await readRow(schema.quests, quest.body.id)).toMatchObject({ created_by: admin.email });
  });

  it.each([
    ["user_email", () => other.email],
    ["created_by", () => other.email],
    ["pilot_name", () => "Renamed Pilot"],
  ])("refuses an update of %s by the owner with a 400 naming it, changing nothing", async (field, value) => {
    const beat = await FIXTURES.Beat.seed();
    const reply = await server.api(`/entities/Beat/${String(beat.id)}`, { method: "PUT", token: owner.token, body: { title: "New title", [field]: value() } });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain(field);
    expect(await readRow(schema.beats, beat.id)).toEqual(beat);
  });

  it("keeps the owner scope around $or, so another pilot cannot widen it", async () => {
    const beat = await FIXTURES.Beat.seed();
    const before = await ownerBeats();
    const q = { $or: [{ id: beat.id }, { user_email: owner.email }, { title: { $exists: true } }] };
    const list = await server.api(`/entities/Beat?q=${encodeURIComponent(JSON.stringify(q))}`, { token: other.token });
    expect(list.status).toBe(200);
    expectOnlyOwnRows(list.body, FIXTURES.Beat, other);
    const counted = await server.api(`/entities/Beat/count?q=${encodeURIComponent(JSON.stringify({ user_email: owner.email }))}`, { token: other.token });
    expect(counted.body).toEqual({ count: 0 });
    // Tracks are deleted with their files by deleteTransmission, never through the entity API.
    const deleted = await server.api("/entities/Beat", { method: "DELETE", token: other.token, body: q });
    expect(deleted.status).toBe(403);
    expect(await ownerBeats()).toBe(before);
    expect(await readRow(schema.beats, beat.id)).toEqual(beat);
  });

  it("keeps another pilot's ledger out of reach even when asked for by owner field", async () => {
    const q = encodeURIComponent(JSON.stringify({ user_email: owner.email }));
    const list = await server.api(`/entities/StardustTransaction?q=${q}`, { token: other.token });
    expect(list).toMatchObject({ status: 200, body: [] });
    const mine = await server.api(`/entities/StardustTransaction?q=${q}`, { token: owner.token });
    expect(mine.body.length).toBeGreaterThan(0);
  });
});

/**
 * Fields only a record's owner and admins may read, on entities every pilot reads. "Owner" is the
 * battle's host, the submission's author, or for curated content the pilot who created it.
 */
const PRIVATE_FIELDS = [
  ["Battle", "host_email"],
  ["Battle", "created_by"],
  ["BeatSubmission", "user_email"],
  ["BeatSubmission", "created_by"],
  ["Quest", "created_by"],
  ["Card", "created_by"],
  ["Tournament", "created_by"],
] as const;

describe("private fields", () => {
  const q = (query: unknown) => encodeURIComponent(JSON.stringify(query));

  it.each(PRIVATE_FIELDS)("%s.%s: other pilots read records without it", async (entity, field) => {
    const record = await FIXTURES[entity].seed();
    expect(record[field]).toBe(owner.email);
    const list = await server.api(`/entities/${entity}?limit=500`, { token: other.token });
    const listed = (list.body as Row[]).find((row) => row.id === record.id);
    expect(listed).toMatchObject({ id: record.id });
    expect(listed).not.toHaveProperty(field);
    const one = await server.api(`/entities/${entity}/${String(record.id)}`, { token: other.token });
    expect(one.body).not.toHaveProperty(field);
    const picked = await server.api(`/entities/${entity}?fields=${field},id&q=${q({ id: record.id })}`, { token: other.token });
    expect(picked.body).toEqual([{ id: record.id }]);
  });

  it.each(PRIVATE_FIELDS)("%s.%s: the owner and admins read it", async (entity, field) => {
    const record = await FIXTURES[entity].seed();
    for (const pilot of [owner, admin]) {
      const one = await server.api(`/entities/${entity}/${String(record.id)}`, { token: pilot.token });
      expect(one.body[field]).toBe(owner.email);
      const listed = await server.api(`/entities/${entity}?fields=${field}&q=${q({ id: record.id })}`, { token: pilot.token });
      expect(listed.body).toEqual([{ id: record.id, [field]: owner.email }]);
    }
  });

  it.each(PRIVATE_FIELDS)("%s.%s: filtering, counting or sorting on it is a 400 for pilots, not for admins", async (entity, field) => {
    const record = await FIXTURES[entity].seed();
    const queries = [
      `/entities/${entity}?q=${q({ [field]: owner.email })}`,
      `/entities/${entity}?q=${q({ $or: [{ id: "none" }, { [field]: { $in: [owner.email] } }] })}`,
      `/entities/${entity}?q=${q({ [field]: { $gt: "a" } })}`,
      `/entities/${entity}/count?q=${q({ [field]: { $exists: true } })}`,
      `/entities/${entity}?sort=-${field}`,
      `/entities/${entity}?sort=id,${field}`,
    ];
    for (const path of queries) {
      for (const pilot of [owner, other]) {
        const reply = await server.api(path, { token: pilot.token });
        expect({ path, status: reply.status, code: reply.body.code }).toEqual({ path, status: 400, code: "VALIDATION_FAILED" });
        expect(reply.body.message).toContain(field);
      }
    }
    const found = await server.api(`/entities/${entity}?q=${q({ id: record.id, [field]: owner.email })}`, { token: admin.token });
    expect(found.body.map((row: Row) => row.id)).toEqual([record.id]);
  });

  it("answers an admin's writes with the whole record", async () => {
    const battle = await FIXTURES.Battle.seed();
    const updated = await server.api(`/entities/Battle/${String(battle.id)}`, { method: "PUT", token: admin.token, body: { title: "Admin edit" } });
    expect(updated.body).toMatchObject({ title: "Admin edit", host_email: owner.email, created_by: owner.email });
    const created = await server.api("/entities/Quest", { method: "POST", token: admin.token, body: { title: "Admin quest", quest_type: "daily", objective_event: "login" } });
    expect(created.body.created_by).toBe(admin.email);
    const read = await server.api(`/entities/Quest/${String(created.body.id)}`, { token: other.token });
    expect(read.body).toMatchObject({ id: created.body.id, title: "Admin quest" });
    expect(read.body).not.toHaveProperty("created_by");
  });
});

describe("private fields in function replies", () => {
  it("questBoard and drawDailyCard name no other pilot's or admin's e-mail", async () => {
    await FIXTURES.Quest.seed();
    await FIXTURES.Card.seed();
    for (const [name, payload] of [["questBoard", {}], ["drawDailyCard", {}]] as const) {
      const reply = await server.api(`/functions/${name}`, { method: "POST", token: other.token, body: payload });
      expect(reply.status).toBe(200);
      expectNoOtherEmails(reply.body, "other");
    }
  });
});
