import { eq } from "drizzle-orm";
import { z } from "zod";
import { battles } from "../../db/schema.ts";
import { battleResults } from "../battles/battle-results.ts";
import { defineJob } from "../jobs/define-job.ts";
import { notificationMailer } from "../notifications/notification-mailer.ts";
import { notifyResults } from "./result-notices.ts";

/**
 * Tells a settled battle's entrants their results (inbox, live stream, mail), queued by the
 * settlement in its own transaction. Thousands of entrants are thousands of inbox rows, live events
 * and mails: written here, the settlement holds its locks only for the result and the payments (a
 * 5,000-entry battle's settlement spent more than half its time on them). The result is the stored
 * one (the counted votes and powers), and each notice is written once per pilot and battle, so a
 * run again after a crash adds nothing.
 */
export const resultNoticesJob = defineJob({
  name: "battles.result-notices",
  // `mail` false: inboxes only (the demo seed's pilots, as `notify` takes a null mailer).
  payload: z.object({ battle_id: z.string(), mail: z.boolean() }),
  timeoutMs: 120_000,
  async run({ config, transaction }, { battle_id, mail }) {
    await transaction(async (tx) => {
      const [battle] = await tx.select().from(battles).where(eq(battles.id, battle_id));
      if (!battle?.settled_at) return;
      const results = await battleResults(tx, battle);
      await notifyResults(tx, battle, results, battle.settled_at, mail ? notificationMailer(config) : null);
    });
  },
});
