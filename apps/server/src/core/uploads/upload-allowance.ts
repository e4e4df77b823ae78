import { UPLOAD_RULES, pilotDay, uploadAllowanceContract } from "@soundship/shared";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema.ts";
import { AppError } from "../errors.ts";
import { defineFunction } from "../functions/registry.ts";
import { uploadQuota, uploadsOnDay } from "../membership/upload-quota.ts";

/**
 * The pilot's upload allowance, read with the same counts the upload itself is checked and rewarded
 * with (upload-quota.ts), so what the form promises is what the server does.
 */
export const uploadAllowance = defineFunction({
  contract: uploadAllowanceContract,
  readOnly: true,
  async handler({ tx, pilot, clock, config }) {
    const now = clock.now();
    const [user] = await tx.select().from(users).where(eq(users.id, pilot.id));
    if (!user) throw new AppError("NOT_AUTHENTICATED", "Sign in to continue");
    const quota = await uploadQuota(tx, user, now);
    const today = await uploadsOnDay(tx, user.email, pilotDay(now, user.timezone));
    const perDay = UPLOAD_RULES.bonusUploadsPerDay;
    return {
      uploads: {
        limit: quota.limit,
        used: quota.used,
        remaining: Math.max(0, quota.limit - quota.used),
        period: quota.billingPeriod ? ("billing_period" as const) : ("month" as const),
        resets_at: quota.resetsAt.toISOString(),
      },
      bonus: { per_day: perDay, used_today: Math.min(perDay, today), remaining: Math.max(0, perDay - today), stardust: UPLOAD_RULES.bonusStardust },
      max_bytes: config.uploads.maxBytes,
      tier: quota.tier,
    };
  },
});
