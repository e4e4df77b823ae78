import { canCreateBattles, createBattleContract, resolveBattleSchedule, scheduleProblem } from "@soundship/shared";
import { eq } from "drizzle-orm";
import { battles, users } from "../../db/schema.ts";
import { AppError, badRequest } from "../errors.ts";
import { defineFunction } from "../functions/registry.ts";
import { postStardust } from "../ledger/ledger.ts";
import { publishBattle } from "../live/publish.ts";
import { domainMetrics } from "../metrics/domain-metrics.ts";
import { effectiveTier } from "../membership/effective-tier.ts";
import { toBattleView } from "./battle-view.ts";
import { assertBattleMode, hostRefusal } from "./host-tier.ts";

/**
 * Creates a battle for a commander or admiral. The prize pool moves from the host's balance into
 * escrow through the ledger in the same transaction, so a battle never promises Stardust nobody holds.
 */
export const createBattle = defineFunction({
  contract: createBattleContract,
  async handler({ tx, pilot, clock }, form) {
    const now = clock.now();
    const [host] = await tx.select().from(users).where(eq(users.id, pilot.id)).for("update");
    if (!host) throw new AppError("NOT_AUTHENTICATED", "Sign in to continue");
    const tier = effectiveTier(host, now);
    if (!canCreateBattles(tier)) throw hostRefusal();
    assertBattleMode(tier, form.battle_type);

    const schedule = resolveBattleSchedule(form, now);
    const problem = scheduleProblem(schedule);
    if (problem) throw badRequest(problem.message, { field: problem.field });

    const [battle] = await tx
      .insert(battles)
      .values({
        title: form.title,
        description: form.description,
        battle_type: form.battle_type,
        genre: form.genre,
        entry_fee: form.entry_fee,
        prize_pool: form.prize_pool,
        max_participants: form.max_participants,
        ...schedule,
        status: "upcoming",
        host_email: host.email,
        pot: form.prize_pool,
        created_by: host.email,
      })
      .returning();
    let stardust = host.stardust;
    if (form.prize_pool > 0) {
      const escrow = await postStardust(tx, {
        userId: host.id,
        amount: -form.prize_pool,
        type: "battle_prize_escrow",
        referenceId: battle!.id,
        description: `Prize pool escrowed for ${battle!.title || "a battle"}`,
      });
      stardust = escrow.balance;
    }
    await publishBattle(tx, battle!.id, "battle_phase", { status: "upcoming" });
    domainMetrics.battleCreated("hosted");
    return { battle: toBattleView(battle!, host.username ?? host.name, now), stardust };
  },
});
