import { notificationPreferencesContract, notificationSchema } from "@soundship/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unsubscribeToken } from "../../src/core/notifications/unsubscribe.ts";
import { battleKit } from "../helpers/battles.ts";
import { manualClock } from "../helpers/economy.ts";
import { startServer, type TestPilot, type TestServer } from "../helpers/server.ts";

const clock = manualClock("2026-12-01T12:00:00Z");
let server: TestServer;
let kit: ReturnType<typeof battleKit>;

beforeAll(async () => {
  server = await startServer({ battleTickSeconds: 0 }, { clock });
  kit = battleKit(server, clock);
});
afterAll(() => server?.close());

const preferences = async (pilot: TestPilot) => notificationPreferencesContract.result.parse((await kit.invoke(pilot, "notificationPreferences")).body).preferences;
const channels = async (pilot: TestPilot, type: string) => (await preferences(pilot)).find((row) => row.type === type);

describe("notification preferences", () => {
  it("mail results and judges' notes by default and nothing else; every type in the app", async () => {
    const pilot = await server.pilot();
    const all = await preferences(pilot);
    expect(all).toHaveLength(8);
    expect(all.filter((row) => row.email).map((row) => row.type)).toEqual(["battle_result", "battle_feedback"]);
    expect(all.every((row) => row.in_app)).toBe(true);
  });

  it("are changed per type and channel, and a type muted in the app is not written", async () => {
    const host = await kit.pilotOf("commander", "Muted Host");
    const pilot = await kit.pilotOf("cadet", "Quiet Pilot");
    const saved = await kit.invoke(pilot, "saveNotificationPreferences", { preferences: [{ type: "battle_entry", in_app: false, email: true }] });
    expect(saved.status).toBe(200);
    expect(await channels(pilot, "battle_entry")).toEqual({ type: "battle_entry", in_app: false, email: true });
    expect(await channels(pilot, "battle_result")).toEqual({ type: "battle_result", in_app: true, email: true });
    // Another pilot's choices are their own.
    expect(await channels(host, "battle_entry")).toEqual({ type: "battle_entry", in_app: true, email: false });

    const { id, when } = await kit.scheduled(host, { title: "Muted Clash" });
    clock.set(when.active);
    expect((await kit.enter(pilot, id, (await kit.track(pilot)).id)).status).toBe(200);
    const inbox = notificationSchema.array().parse((await server.api("/entities/Notification", { token: pilot.token })).body);
    expect(inbox.filter((row) => row.type === "battle_entry")).toEqual([]);
  });

  it("refuse an unknown type", async () => {
    const pilot = await server.pilot();
    expect((await kit.invoke(pilot, "saveNotificationPreferences", { preferences: [{ type: "weekly_digest", in_app: true, email: true }] })).status).toBe(400);
  });
});

describe("one-click unsubscribe", () => {
  const secret = () => server.app.services.config.authSecret;

  it("answers what the link names without changing it, and the mail client's POST turns it off, signed out", async () => {
    const pilot = await server.pilot();
    const link = `/notifications/unsubscribe?token=${unsubscribeToken(secret(), pilot.id, "battle_result")}`;
    const opened = await server.api(link, { token: null });
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({ type: "battle_result", email: true });
    expect((await server.api(link, { method: "HEAD", token: null })).status).toBe(200);
    expect(await channels(pilot, "battle_result")).toEqual({ type: "battle_result", in_app: true, email: true });

    const post = await server.api(link, { method: "POST", token: null, rawBody: "List-Unsubscribe=One-Click", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(post.status).toBe(200);
    expect(post.body).toEqual({ unsubscribed: "battle_result" });
    expect(await channels(pilot, "battle_result")).toEqual({ type: "battle_result", in_app: true, email: false });
    expect(await channels(pilot, "battle_feedback")).toEqual({ type: "battle_feedback", in_app: true, email: true });
  });

  it("refuses a forged, altered or foreign-secret token and changes nothing", async () => {
    const pilot = await server.pilot();
    const good = unsubscribeToken(secret(), pilot.id, "battle_result");
    const [payload, signature] = good.split(".");
    const forged = [
      unsubscribeToken("not the server secret", pilot.id, "battle_result"),
      `${Buffer.from(`${pilot.id} battle_feedback`).toString("base64url")}.${signature}`,
      // Always a change: a signature that already ended in "AA" (one in 4,096) stayed the good one.
      `${payload}.${signature!.startsWith("A") ? "B" : "A"}${signature!.slice(1)}`,
      `${payload}`,
      "",
    ];
    for (const token of forged) {
      const link = `/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
      expect((await server.api(link, { token: null })).status).not.toBe(200);
      const post = await server.api(link, { method: "POST", token: null, rawBody: "List-Unsubscribe=One-Click", headers: { "content-type": "application/x-www-form-urlencoded" } });
      expect(post.status).not.toBe(200);
    }
    expect(await channels(pilot, "battle_result")).toEqual({ type: "battle_result", in_app: true, email: true });
    expect(await channels(pilot, "battle_feedback")).toEqual({ type: "battle_feedback", in_app: true, email: true });
    // The token names no address.
    expect(Buffer.from(payload!, "base64url").toString()).not.toContain("@");
  });
});
