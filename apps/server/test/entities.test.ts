import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestPilot, type TestServer } from "./helpers/server.ts";
import { beats } from "../src/db/schema.ts";

let server: TestServer;
let admin: TestPilot;
beforeAll(async () => {
  server = await startServer();
  admin = await server.admin();
});
afterAll(() => server?.close());

const quest = (title: string, extra: Record<string, unknown> = {}) => ({ title, quest_type: "daily", objective_event: "upload", ...extra });

describe("entity API", () => {
  it("creates with defaults, reads, updates only the named fields, and deletes", async () => {
    const created = await server.api("/entities/Quest", { method: "POST", token: admin.token, body: quest("Launch Day", { stardust_reward: 30 }) });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ title: "Launch Day", stardust_reward: 30, xp_reward: null, is_active: true, objective_count: 1, created_by: admin.email });
    const id = created.body.id;

    const updated = await server.api(`/entities/Quest/${id}`, { method: "PUT", token: admin.token, body: { xp_reward: 15 } });
    expect(updated.body).toMatchObject({ title: "Launch Day", stardust_reward: 30, xp_reward: 15, is_active: true });
    expect(new Date(updated.body.updated_date) >= new Date(created.body.updated_date)).toBe(true);

    expect((await server.api(`/entities/Quest/${id}`, { token: admin.token })).body.xp_reward).toBe(15);
    expect((await server.api(`/entities/Quest/${id}`, { method: "DELETE", token: admin.token })).body).toEqual({ ok: true });
    expect((await server.api(`/entities/Quest/${id}`, { token: admin.token })).status).toBe(404);
    expect((await server.api(`/entities/Quest/${id}`, { method: "DELETE", token: admin.token })).status).toBe(404);
  });

  it("refuses invalid input with 400 naming the field, and unknown entities with 404", async () => {
    const bad = await server.api("/entities/Quest", { method: "POST", token: admin.token, body: quest("X", { quest_type: "hourly" }) });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^quest_type: /);
    const extra = await server.api("/entities/Quest", { method: "POST", token: admin.token, body: quest("X", { id: "chosen-id" }) });
    expect(extra).toMatchObject({ status: 400, body: { message: "Unknown field id" } });
    const unknown = await server.api("/entities/Spaceship", { token: admin.token });
    expect(unknown).toMatchObject({ status: 404, body: { message: "Unknown entity Spaceship" } });
    const user = await server.api("/entities/User", { token: admin.token });
    expect(user.status).toBe(404);
  });

  it("bulk-creates all or nothing, counts, and deletes many by query", async () => {
    const bulk = await server.api("/entities/Card/bulk", {
      method: "POST",
      token: admin.token,
      body: [
        { card_name: "Solar Flare", card_type: "doom", effect_type: "stardust", effect_value: -20 },
        { card_name: "Comet Tail", card_type: "spare luck", effect_type: "xp", effect_value: 40, rarity: "rare" },
      ],
    });
    expect(bulk.status).toBe(200);
    expect(bulk.body).toHaveLength(2);
    const broken = await server.api("/entities/Card/bulk", {
      method: "POST",
      token: admin.token,
      body: [{ card_name: "Fine", card_type: "doom", effect_type: "xp", effect_value: 1 }, { card_name: "Broken", card_type: "weird", effect_type: "xp", effect_value: 1 }],
    });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toMatch(/^item 1: card_type/);
    expect((await server.api(`/entities/Card/count`, { token: admin.token })).body).toEqual({ count: 2 });
    const q = encodeURIComponent(JSON.stringify({ card_type: "doom" }));
    expect((await server.api(`/entities/Card/count?q=${q}`, { token: admin.token })).body).toEqual({ count: 1 });

    const deleted = await server.api("/entities/Card", { method: "DELETE", token: admin.token, body: { card_type: "doom" } });
    expect(deleted.body).toEqual({ deleted: 1 });
    expect((await server.api(`/entities/Card/count`, { token: admin.token })).body).toEqual({ count: 1 });
  });

  it("imports a CSV whose header names the fields", async () => {
    const csv = "title,quest_type,objective_event,objective_count,stardust_reward,is_active\nBeat Maker,daily,upload,3,25,true\nJudge Week,weekly,vote,10,80,false\n";
    const form = new FormData();
    form.append("file", new Blob([csv], { type: "text/csv" }), "quests.csv");
    const imported = await server.api("/entities/Quest/import", { method: "POST", token: admin.token, rawBody: form });
    expect(imported.status).toBe(200);
    expect(imported.body.imported).toBe(2);
    expect(imported.body.items[1]).toMatchObject({ title: "Judge Week", quest_type: "weekly", objective_count: 10, stardust_reward: 80, is_active: false });

    const notMultipart = await server.api("/entities/Quest/import", { method: "POST", token: admin.token, body: { csv } });
    expect(notMultipart.status).toBe(415);
  });

  it("lists records exactly as it returns one (times, numbers, booleans, nulls)", async () => {
    const body = { name: "Nebula Cup", starts_at: "2026-12-01T18:00:00.000Z", ends_at: "2026-12-08T18:00:00.000Z", max_players: 64, prize_pool: 1250.5 };
    const created = await server.api("/entities/Tournament", { method: "POST", token: admin.token, body });
    const one = await server.api(`/entities/Tournament/${created.body.id}`, { token: admin.token });
    const q = encodeURIComponent(JSON.stringify({ id: created.body.id }));
    const listed = await server.api(`/entities/Tournament?q=${q}`, { token: admin.token });
    expect(listed.body).toEqual([one.body]);
    expect(one.body).toMatchObject({ ...body, min_tier: null, state: "open", current_players: 0, entry_fee: 0 });
  });

  it("keeps a pilot's media library private to them", async () => {
    const owner = await server.pilot("Owner");
    const other = await server.pilot("Other");
    // Tracks come from uploads; one is put in place directly here.
    const [row] = await server.database.db.insert(beats).values({ user_email: owner.email, title: "Mine", file_url: "/files/mine.wav", pilot_name: "Owner" }).returning();
    const beat = { body: row! };
    expect((await server.api(`/entities/Beat/${beat.body.id}`, { token: other.token })).status).toBe(404);
    expect((await server.api("/entities/Beat", { token: other.token })).body).toEqual([]);
    const stolen = await server.api(`/entities/Beat/${beat.body.id}`, { method: "PUT", token: other.token, body: { title: "Stolen" } });
    expect(stolen.status).toBe(404);
    expect((await server.api(`/entities/Beat/${beat.body.id}`, { token: owner.token })).body.title).toBe("Mine");
  });
});
