import { stardustTransactionSchema } from "@soundship/shared";
import { boolean, doublePrecision, integer, jsonb, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ENTITIES, type EntityDefinition } from "./definitions.ts";
import { recordJsonSchema, recordSerialisers } from "./record-serialisers.ts";

const probes = pgTable("probes", {
  id: text().primaryKey(),
  created_date: timestamp({ withTimezone: true }).notNull(),
  closed_at: timestamp({ withTimezone: true }),
  title: text().notNull(),
  genre: text(),
  count: integer().notNull(),
  seed: integer(),
  price: numeric({ precision: 12, scale: 2, mode: "number" }).notNull(),
  length: doublePrecision(),
  active: boolean().notNull(),
  extra: jsonb(),
});

/** Declared in another order than the table's, with the defaults, refinements and enums shared schemas use. */
const probeSchema = z.object({
  title: z.string().trim().min(1).default("untitled"),
  genre: z.enum(["trap", "house"]).nullable().default(null),
  id: z.string(),
  created_date: z.iso.datetime(),
  closed_at: z.string().nullable(),
  count: z.number().int().min(0),
  seed: z.number().int().nullable(),
  price: z.number().refine((value) => Math.round(value * 100) / 100 === value),
  length: z.number().nullable(),
  active: z.boolean(),
  extra: z.unknown(),
});

const probe: EntityDefinition = { name: "Quest", table: probes, record: probeSchema };
const write = recordSerialisers(probe);

const row = {
  id: "p1",
  created_date: new Date("2026-11-21T12:00:00.120Z"),
  closed_at: null,
  title: 'Quote " backslash \\ emoji 🚀 tab \t newline \n bell \u0007 rtl \u202e',
  genre: null,
  count: 3,
  seed: null,
  price: 12.5,
  length: 0.1 + 0.2,
  active: false,
  extra: { nested: ["a", 1, null], "odd \"key\"": true },
};

describe("record serialisers", () => {
  it("write plain types, nullable ones as [type, null], and a JSON column untyped, in the table's order", () => {
    expect(recordJsonSchema(probe)).toStrictEqual({
      type: "object",
      properties: {
        id: { type: "string" },
        created_date: { type: "string" },
        closed_at: { type: ["string", "null"] },
        title: { type: "string" },
        genre: { type: ["string", "null"] },
        count: { type: "integer" },
        seed: { type: ["integer", "null"] },
        price: { type: "number" },
        length: { type: ["number", "null"] },
        active: { type: "boolean" },
        extra: {},
      },
    });
  });

  it("write a record byte for byte as JSON.stringify does: Dates, nulls, money, escapes and JSON values", () => {
    expect(write.one(row)).toBe(JSON.stringify(row));
    const other = { ...row, closed_at: new Date("0099-01-02T03:04:05.006Z"), genre: "trap", seed: -7, length: null, active: true, extra: null };
    expect(write.many([row, other])).toBe(JSON.stringify([row, other]));
    expect(write.many([])).toBe("[]");
  });

  it("escape every string as JSON.stringify does, long or short, lone surrogates and control characters included", () => {
    const strings = ["", "\u0000\u001f", "\ud800 lone", "pair \ud83d\ude80", "x".repeat(41) + '"', "y".repeat(60) + "\\", "z".repeat(6000) + "\n", "é".repeat(5000)];
    for (const title of strings) expect(write.one({ ...row, title })).toBe(JSON.stringify({ ...row, title }));
  });

  it("never write a field the schema does not declare, and leave absent fields absent", () => {
    const { genre: _genre, seed: _seed, ...partial } = row;
    const written = write.one({ ...partial, password_hash: "secret", storage_key: "private/key" });
    expect(written).toBe(JSON.stringify(partial));
    expect(JSON.parse(write.many([{ id: "p2", password_hash: "secret" }]))).toEqual([{ id: "p2" }]);
    expect(JSON.parse(write.imported({ imported: 1, items: [{ id: "p3", password_hash: "secret" }] }))).toEqual({ imported: 1, items: [{ id: "p3" }] });
  });

  it("drop an undeclared field from a real entity's record", () => {
    const ledger = ENTITIES.StardustTransaction;
    const entry = { id: "t1", created_date: "2026-11-21T12:00:00.000Z", updated_date: "2026-11-21T12:00:00.000Z", created_by: null, user_email: "a@soundship.test", amount: 5, transaction_type: "admin_grant", reference_id: null, description: "", balance_after: 105 };
    expect(stardustTransactionSchema.parse(entry)).toEqual(entry);
    expect(recordSerialisers(ledger).many([{ ...entry, internal_note: "never shown" }])).toBe(JSON.stringify([entry]));
  });

  it("compile once per entity", () => {
    expect(recordSerialisers(ENTITIES.Battle)).toBe(recordSerialisers(ENTITIES.Battle));
  });
});
