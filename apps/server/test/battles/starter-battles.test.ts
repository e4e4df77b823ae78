import { battleListContract, judgeSubmissionsContract } from "@soundship/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedStarterContent } from "../../src/core/seed/seed.ts";
import { seedStarterBattles } from "../../src/core/seed/starter-battles.ts";
import { battleKit } from "../helpers/battles.ts";
import { manualClock } from "../helpers/economy.ts";
import { startServer, type TestServer } from "../helpers/server.ts";
import { tempDataDir } from "../helpers/uploads.ts";

const clock = manualClock("2026-12-01T12:00:00Z");
let server: TestServer;
let kit: ReturnType<typeof battleKit>;
beforeAll(async () => {
  server = await startServer({ dataDir: tempDataDir() }, { clock });
  kit = battleKit(server, clock);
  await seedStarterContent(server.database.db);
});
afterAll(() => server?.close());

describe("starter battles on an empty database", () => {
  it("gives a newcomer a battle in each phase, blind entries to judge and a settled result", async () => {
    expect(await seedStarterBattles(server.database.db, server.app.services.config, clock.now())).toBe(4);
    expect(await seedStarterBattles(server.database.db, server.app.services.config, clock.now())).toBe(0);
    const newcomer = await server.pilot("Newcomer");
    for (const status of ["upcoming", "active", "voting", "completed"] as const) {
      const { battles } = battleListContract.result.parse((await kit.invoke(newcomer, "battleList", { status })).body);
      expect(battles).toHaveLength(1);
    }
    const voting = (await kit.invoke(newcomer, "judgeBattles")).body.battles[0];
    const { submissions } = judgeSubmissionsContract.result.parse((await kit.invoke(newcomer, "judgeSubmissions", { battle_id: voting.id })).body);
    expect(submissions).toHaveLength(3);
    const file = await fetch(`${server.url}${submissions[0]!.beat_url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("audio/wav");
    expect(Buffer.from(await file.arrayBuffer()).subarray(0, 4).toString()).toBe("RIFF");
    expect((await kit.score(newcomer, submissions[0]!.id, { creativity: 8, technical: 8, impact: 8 })).status).toBe(200);

    const active = (await kit.invoke(newcomer, "battleList", { status: "active" })).body.battles[0];
    expect(active).toMatchObject({ entrants: 2, host_callsign: "OrionVale" });
    // Without a membership a newcomer may enter a first battle: free entries, in the cadet's modes.
    expect((await kit.details(newcomer, active.id)).body.entry).toMatchObject({ can_enter: true, reason: null });

    const completed = (await kit.invoke(newcomer, "battleList", { status: "completed" })).body.battles[0];
    const results = (await kit.details(newcomer, completed.id)).body.results;
    expect(results).toMatchObject({ settled: true, winner_submission_id: expect.any(String) });
    expect(results.ranking[0]).toMatchObject({ rank: 1, is_winner: true, pilot_callsign: "NovaDrift" });
  });
});
