import { z } from "zod";
import { defineJob } from "../jobs/define-job.ts";
import { expireMemberships } from "./expire-memberships.ts";
import { remindRenewals } from "./renewal-reminders.ts";
import { grantDueSupernovas } from "./supernovas.ts";
import { notificationMailer } from "../notifications/notification-mailer.ts";

/**
 * Every minute: memberships past their end drop the pilot's rank, due monthly Supernovas are
 * granted, and pilots whose membership ends within three days are told. Each membership is its
 * own transaction, re-checked under the pilot's lock (a reminder is written once per period), so
 * a second run (or another instance's) changes nothing more.
 */
export const membershipUpkeepJob = defineJob({
  name: "membership.upkeep",
  payload: z.object({}),
  timeoutMs: 120_000,
  maxAttempts: 1,
  async run({ db, clock, config }) {
    const now = clock.now();
    await expireMemberships(db, now);
    await grantDueSupernovas(db, now);
    await remindRenewals(db, now, notificationMailer(config));
  },
});
