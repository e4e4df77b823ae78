import { rmSync } from "node:fs";
import { createClient } from "@base44/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "./helpers/server.ts";
import { wav } from "./helpers/media-files.ts";
import { processingDone, tempDataDir } from "./helpers/uploads.ts";

// An app written against the public Base44 SDK works against this server unchanged.
let server: TestServer;
const dataDir = tempDataDir();
beforeAll(async () => {
  server = await startServer({ dataDir });
});
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("@base44/sdk as a client", () => {
  it("signs in, reads and updates the pilot, uses entities and invokes functions", async () => {
    const pilot = await server.pilot("Base Pilot");
    const admin = await server.admin();
    const client = createClient({ serverUrl: server.url, appId: "soundship" });
    const Beat = client.entities.Beat!;

    const login = await client.auth.loginViaEmailPassword(pilot.email, pilot.password);
    expect(login.access_token).toEqual(expect.any(String));
    expect(login.user).toMatchObject({ email: pilot.email, stardust: 100 });

    const me = await client.auth.me();
    expect(me).toMatchObject({ id: pilot.id, full_name: "Base Pilot" });
    const updated = await client.auth.updateMe({ full_name: "Renamed Pilot" });
    expect(updated).toMatchObject({ full_name: "Renamed Pilot" });
    await expect(client.auth.updateMe({ stardust: 1_000_000 })).rejects.toMatchObject({ status: 400 });

    // SPEC.md's upload flow: createUploadUrl, then a PUT of the file with its content type.
    const upload = async (title: string, genre: string) => {
      const file = wav();
      const link = await client.functions.invoke("createUploadUrl", { filename: `${title}.wav`, contentType: "audio/wav", size: file.length, title, genre });
      const put = await fetch(`${server.url}${link.data.uploadUrl}`, {
        method: "PUT", body: file, headers: { "content-type": "audio/wav", authorization: `Bearer ${login.access_token}` },
      });
      return ((await put.json()) as { beat: { id: string } }).beat;
    };
    const beat = await upload("Orbit Loop", "lo-fi");
    await processingDone(server);
    expect(await Beat.get(beat.id)).toMatchObject({ title: "Orbit Loop", pilot_name: "Renamed Pilot", status: "ready", user_email: pilot.email });
    await upload("Nebula Drift", "trap");

    expect((await Beat.list("title")).map((item) => item.title)).toEqual(["Nebula Drift", "Orbit Loop"]);
    const filtered = await Beat.filter({ genre: "lo-fi" }, "-created_date", 10);
    expect(filtered).toHaveLength(1);
    expect(await Beat.get(beat.id)).toMatchObject({ id: beat.id });
    expect(await Beat.update(beat.id, { title: "Orbit Loop II" })).toMatchObject({ title: "Orbit Loop II" });
    await client.functions.invoke("deleteTransmission", { id: beat.id });
    await expect(Beat.get(beat.id)).rejects.toMatchObject({ status: 404 });

    const ledger = await client.entities.StardustTransaction!.filter({ user_email: pilot.email }, "-created_date", 50);
    expect(ledger.map((row) => [row.transaction_type, row.amount])).toEqual([["upload_bonus", 10], ["upload_bonus", 10], ["admin_grant", 100]]);

    // Functions come back as the raw response, as with the hosted platform.
    const leaderboard = await client.functions.invoke("getLeaderboard", { limit: 10 });
    // Two uploads earned 20 XP, the leaderboard's score.
    expect(leaderboard.data).toMatchObject({ ok: true, players: [expect.objectContaining({ userId: pilot.id, score: 20 })] });
    await expect(client.functions.invoke("getLeaderboard", "limit=10" as never)).rejects.toThrow(/must receive an object/);

    const adminClient = createClient({ serverUrl: server.url, appId: "soundship", token: admin.token });
    const quest = await adminClient.entities.Quest!.create({ title: "First Light", quest_type: "daily", objective_event: "login", stardust_reward: 20 });
    expect(await client.entities.Quest!.filter({ is_active: true })).toEqual([expect.objectContaining({ id: quest.id, title: "First Light" })]);
    await expect(client.entities.Quest!.create({ title: "Forged", quest_type: "daily", objective_event: "login" })).rejects.toMatchObject({ status: 403 });
  });
});
