import { MESSAGES, overseerGrantStardustContract } from "@soundship/shared";
import { AppError } from "../errors.ts";
import { jsonRow } from "../functions/json-row.ts";
import { defineFunction } from "../functions/registry.ts";
import { postStardust } from "../ledger/ledger.ts";
import { recordAudit } from "./audit.ts";
import { lockPilot } from "./pilot-row.ts";

/** Gives or takes Stardust with a reason, through the ledger (`admin_grant`); never below 0. */
export const overseerGrantStardust = defineFunction({
  contract: overseerGrantStardustContract,
  adminOnly: true,
  async handler({ tx, pilot: admin, clock }, { pilot_id, amount, reason }) {
    const target = await lockPilot(tx, pilot_id);
    if (target.stardust + amount < 0) {
      throw new AppError(
        "INSUFFICIENT_STARDUST",
        `${MESSAGES.insufficientStardust} The pilot holds ${target.stardust} SD; at most ${target.stardust} can be taken.`,
      );
    }
    const posting = await postStardust(tx, {
      userId: target.id,
      amount,
      type: "admin_grant",
      referenceId: null,
      description: `${amount > 0 ? "Granted" : "Taken"} by the Overseer: ${reason}`,
    });
    await recordAudit(tx, {
      admin,
      action: "pilot.stardust_grant",
      targetType: "pilot",
      targetId: target.id,
      before: { stardust: target.stardust },
      after: { stardust: posting.balance, amount, transaction_id: posting.transaction.id },
      reason,
      at: clock.now(),
    });
    const { transaction } = posting;
    return {
      stardust: posting.balance,
      transaction: jsonRow(transaction),
    };
  },
});
