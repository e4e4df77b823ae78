import { rmSync } from "node:fs";
import { FUNCTION_CONTRACTS, defineContract, type ContractInput, type ContractName, type FunctionContracts } from "@soundship/shared";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { battles, beatSubmissions, beats, jobs, tournaments } from "../src/db/schema.ts";
import { createRegistry, defineFunction } from "../src/core/functions/registry.ts";
import { seedStarterContent } from "../src/core/seed/seed.ts";
import { checkContractReply } from "./helpers/contract-replies.ts";
import { economy, manualClock } from "./helpers/economy.ts";
import { wav } from "./helpers/media-files.ts";
import { startServer, type TestPilot, type TestServer } from "./helpers/server.ts";
import { tempDataDir, uploads } from "./helpers/uploads.ts";

const clock = manualClock("2026-11-21T12:00:00Z");
const dataDir = tempDataDir();
let server: TestServer;
let pilot: TestPilot;
/** The admin the Overseer's functions (`overseer…`) are called as; anyone else gets a 404. */
let admin: TestPilot;
let bannedPilot: TestPilot;
let questId: string;
let activeBattleId: string;
let votingBattleId: string;
let votingSubmissionId: string;
let activeSubmissionId: string;
let tournamentId: string;

beforeAll(async () => {
  server = await startServer({ dataDir }, { clock });
  await seedStarterContent(server.database.db);
  pilot = await server.pilot("Contract Pilot");
  admin = await server.admin();
  const quest = await server.api("/entities/Quest", {
    method: "POST",
    token: admin.token,
    body: { title: "First Purchase", quest_type: "story", objective_event: "purchase", objective_count: 1, stardust_reward: 25, xp_reward: 10 },
  });
  questId = quest.body.id;
  // An active battle with one entry, so the dashboard feed answers a filled list.
  const [battle] = await server.database.db
    .insert(battles)
    .values({ title: "Nebula Clash", status: "active", host_email: admin.email, start_time: new Date("2026-11-20T00:00:00Z"), end_time: new Date("2026-11-27T00:00:00Z"), voting_end_time: new Date("2026-11-30T00:00:00Z") })
    .returning();
  const [active] = await server.database.db
    .insert(beatSubmissions)
    .values({ battle_id: battle!.id, user_email: admin.email, title: "Entry", beat_url: "/files/x.wav" })
    .returning();
  activeBattleId = battle!.id;
  activeSubmissionId = active!.id;
  // A battle in its voting window with one entry to judge.
  const [voting] = await server.database.db
    .insert(battles)
    .values({ title: "Orbit Verdict", status: "voting", host_email: admin.email, start_time: new Date("2026-11-10T00:00:00Z"), end_time: new Date("2026-11-20T00:00:00Z"), voting_end_time: new Date("2026-11-25T00:00:00Z") })
    .returning();
  const [entry] = await server.database.db
    .insert(beatSubmissions)
    .values({ battle_id: voting!.id, user_email: admin.email, title: "Judged Entry", beat_url: "/files/y.wav" })
    .returning();
  votingBattleId = voting!.id;
  votingSubmissionId = entry!.id;
  const [cup] = await server.database.db
    .insert(tournaments)
    .values({ name: "Contract Cup", starts_at: new Date("2026-11-25T00:00:00Z"), ends_at: new Date("2026-11-28T00:00:00Z"), max_players: 8 })
    .returning();
  tournamentId = cup!.id;
});
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * One successful call of every function with a shared contract. Typed by FUNCTION_CONTRACTS, so a
 * new contract without a call here fails the type check. Calls run in this order: the purchase
 * completes the quest that the claim then pays.
 */
const successfulCalls: { [Name in ContractName]: () => Promise<ContractInput<FunctionContracts[Name]>> } = {
  getLeaderboard: async () => ({ limit: 10 }),
  starshipApi: async () => ({ endpoint: "/battles?status=active" }),
  questBoard: async () => ({}),
  purchaseItem: async () => ({ item_id: "battle_boost" }),
  claimQuest: async () => ({ quest_id: questId }),
  drawDailyCard: async () => ({}),
  createUploadUrl: async () => ({ filename: "drift.wav", contentType: "audio/wav", size: 1000, title: "Drift" }),
  subscribe: async () => ({ tier: "explorer", billing_cycle: "monthly" }),
  membershipOverview: async () => ({}),
  purchaseStardustVault: async () => ({}),
  deleteTransmission: async () => {
    const upload = await uploads(server).upload(pilot, wav());
    return { id: upload.body.beat.id };
  },
  uploadAllowance: async () => ({}),
  galaxyRank: async () => ({}),
  joinTournament: async () => ({ id: tournamentId, pilotId: pilot.email }),
  tournamentDetails: async () => ({ id: tournamentId }),
  battleList: async () => ({}),
  battleDetails: async () => ({ battle_id: activeBattleId }),
  judgeBattles: async () => ({}),
  judgeSubmissions: async () => ({ battle_id: votingBattleId }),
  submitScores: async () => ({ submission_id: votingSubmissionId, creativity: 7, technical: 8, impact: 9, notes: "Clean low end" }),
  createBattle: async () => {
    await economy(server).invoke(pilot, "subscribe", { tier: "commander", billing_cycle: "monthly" });
    return { title: "Contract Clash", entry_fee: 0, prize_pool: 0, max_participants: 10 };
  },
  enterBattle: async () => {
    const upload = await uploads(server).upload(pilot, wav());
    return { battle_id: activeBattleId, beat_id: upload.body.beat.id };
  },
  overseerAuditLog: async () => ({}),
  overseerOverview: async () => ({}),
  overseerPilots: async () => ({ query: "contract" }),
  overseerPilot: async () => ({ pilot_id: pilot.id }),
  overseerGrantStardust: async () => ({ pilot_id: pilot.id, amount: 5, reason: "Contract check" }),
  overseerBanPilot: async () => ({ pilot_id: (bannedPilot = await server.pilot("Banned Pilot")).id, reason: "Contract check" }),
  overseerUnbanPilot: async () => ({ pilot_id: bannedPilot.id, reason: "Contract check" }),
  overseerBattles: async () => ({}),
  overseerRemoveSubmission: async () => ({ submission_id: votingSubmissionId, reason: "Contract check" }),
  overseerCancelBattle: async () => ({ battle_id: activeBattleId, reason: "Contract check" }),
  reportContent: async () => ({ target_type: "submission", target_id: activeSubmissionId, reason: "stolen_work", details: "Same as a track I know" }),
  myReports: async () => ({}),
  markNotificationsRead: async () => ({}),
  notificationPreferences: async () => ({}),
  saveNotificationPreferences: async () => ({ preferences: [{ type: "battle_entry", in_app: true, email: true }] }),
  overseerReports: async () => ({}),
  overseerResolveReport: async () => {
    const filed = await economy(server).invoke(pilot, "reportContent", { target_type: "pilot", target_id: admin.id, reason: "spam" });
    return { id: filed.body.report.id, outcome: "dismissed", note: "Nothing against the rules" };
  },
  overseerContent: async () => ({}),
  overseerSaveQuest: async () => ({ title: "Judge Five", quest_type: "daily", objective_event: "vote", objective_count: 5, stardust_reward: 20 }),
  overseerSaveCard: async () => ({ card_name: "Comet Tail", card_type: "spare luck", effect_type: "stardust", effect_value: 15, rarity: "rare" }),
  overseerSaveTournament: async () => ({ name: "Overseer Cup", starts_at: "2026-12-01T00:00:00Z", ends_at: "2026-12-08T00:00:00Z", max_players: 16, prize_pool: 250 }),
  overseerRecordPrizePayout: async () => {
    const [ended] = await server.database.db
      .insert(tournaments)
      .values({ name: "Ended Cup", starts_at: new Date("2026-11-01T00:00:00Z"), ends_at: new Date("2026-11-08T00:00:00Z"), max_players: 8, prize_pool: 100 })
      .returning();
    return { tournament_id: ended!.id, recipient_email: pilot.email, amount: 60.5, reference: "Bank transfer 1142" };
  },
  overseerJobs: async () => ({}),
  pilotProfile: async () => ({ pilot_id: admin.id }),
  setTrackHidden: async () => {
    const [track] = await server.database.db
      .insert(beats)
      .values({ user_email: pilot.email, title: "Profile Loop", media_type: "beat", file_url: "/files/z.wav", pilot_name: "Contract Pilot" })
      .returning();
    return { beat_id: track!.id, hidden: true };
  },
  myBattles: async () => ({}),
  firstOrders: async () => ({}),
  overseerRetryJob: async () => {
    const [failed] = await server.database.db
      .insert(jobs)
      .values({ name: "uploads.sweep", queue: "default", payload: {}, status: "failed", attempts: 3, max_attempts: 3, timeout_ms: 1000, last_error: "Disk full" })
      .returning();
    return { job_id: failed!.id, reason: "Disk replaced" };
  },
};

describe("function contracts", () => {
  it.each(Object.keys(successfulCalls) as ContractName[])("%s answers a body its contract's result schema parses", async (name) => {
    const payload = await successfulCalls[name]();
    // The test helper holds every 200 reply to its contract; parsed here too, to say so plainly.
    const reply = await economy(server).invoke(name.startsWith("overseer") ? admin : pilot, name, payload);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(FUNCTION_CONTRACTS[name].result.safeParse(reply.body).success).toBe(true);
  });

  it("answers the leaderboard endpoint of the dashboard feed within the contract too", async () => {
    const reply = await economy(server).invoke(pilot, "starshipApi", { endpoint: "/leaderboard?limit=5" });
    expect(reply.status).toBe(200);
    expect(reply.body.players.length).toBeGreaterThan(0);
  });
});

describe("the reply check of the API tests", () => {
  const probe = defineContract({ name: "probe", input: z.object({}), result: z.object({ stardust: z.number(), when: z.iso.datetime() }) });
  const registries = {
    functions: createRegistry([defineFunction({ contract: probe, handler: async () => ({ stardust: 5, when: "2026-11-21T12:00:00.000Z" }) })]),
  };
  const check = (body: unknown, status = 200, path = "/functions/probe") => () => checkContractReply(registries, path, "POST", status, body);

  it("passes a reply that matches, and leaves refusals and unknown names alone", () => {
    expect(check({ ok: true, stardust: 5, when: "2026-11-21T12:00:00.000Z" })).not.toThrow();
    expect(check({ ok: false, error: "No", message: "No", code: "RULE_REFUSED" }, 422)).not.toThrow();
    expect(check({ anything: 1 }, 200, "/functions/unknown")).not.toThrow();
  });

  it("fails a reply with a missing or mistyped field, an undeclared field, or no ok", () => {
    expect(check({ ok: true, stardust: "5", when: "2026-11-21T12:00:00.000Z" })).toThrow(/probe answered outside its contract/);
    expect(check({ ok: true, stardust: 5 })).toThrow(/when/);
    expect(check({ ok: true, stardust: 5, when: "2026-11-21T12:00:00.000Z", secret: "x" })).toThrow(/secret/);
    expect(check({ stardust: 5, when: "2026-11-21T12:00:00.000Z" })).toThrow(/ok/);
  });
});
