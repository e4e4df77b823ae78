import { describe, expect, it } from "vitest";
import { battleFormSchema } from "./create-battle.ts";

describe("battleFormSchema (SPEC.md section 5 parsing)", () => {
  it("fills SPEC.md's defaults for absent fields", () => {
    expect(battleFormSchema.parse({})).toEqual({
      title: "",
      description: "",
      battle_type: "beat_battle",
      genre: "hip-hop",
      entry_fee: 0,
      prize_pool: 0,
      max_participants: 10,
      start_time: undefined,
      end_time: undefined,
      voting_end_time: undefined,
    });
  });

  it.each([
    ["", 0],
    ["abc", 0],
    ["12", 12],
    ["12.9", 12],
    [" 7 ", 7],
    [25, 25],
    [3.7, 3],
    [null, 0],
  ])("parses %j as the integer %j", (raw, parsed) => {
    const form = battleFormSchema.parse({ entry_fee: raw, prize_pool: raw, max_participants: raw });
    expect([form.entry_fee, form.prize_pool, form.max_participants]).toEqual([parsed, parsed, parsed]);
  });

  it("takes 0 participants as no cap and refuses more than 1,000", () => {
    expect(battleFormSchema.parse({ max_participants: "0" }).max_participants).toBe(0);
    expect(battleFormSchema.parse({ max_participants: 1000 }).max_participants).toBe(1000);
    const refused = battleFormSchema.safeParse({ max_participants: 1001 });
    expect(refused.error?.issues[0]).toMatchObject({ path: ["max_participants"], message: "must be at most 1,000 (0 means no cap)" });
  });

  it("refuses negative amounts", () => {
    expect(battleFormSchema.safeParse({ entry_fee: "-5" }).error?.issues[0]?.path).toEqual(["entry_fee"]);
  });

  it("treats empty times as unset and names the time out of order", () => {
    expect(battleFormSchema.parse({ start_time: "", end_time: null }).start_time).toBeUndefined();
    const refused = battleFormSchema.safeParse({ start_time: "2026-12-02T00:00:00Z", end_time: "2026-12-01T00:00:00Z" });
    expect(refused.error?.issues[0]).toMatchObject({ path: ["end_time"], message: "End time must be after the start time" });
    const voting = battleFormSchema.safeParse({ end_time: "2026-12-02T00:00:00Z", voting_end_time: "2026-12-02T00:00:00Z" });
    expect(voting.error?.issues[0]).toMatchObject({ path: ["voting_end_time"], message: "Voting end time must be after the end time" });
  });

  it("offers only the Battle Creator's battle types and genres", () => {
    expect(battleFormSchema.safeParse({ battle_type: "ranked" }).success).toBe(false);
    expect(battleFormSchema.safeParse({ genre: "techno" }).success).toBe(false);
    expect(battleFormSchema.parse({ battle_type: "freestyle_cipher", genre: "boom-bap" })).toMatchObject({ battle_type: "freestyle_cipher", genre: "boom-bap" });
  });
});
