import { PROFILE_MESSAGES, setTrackHiddenContract } from "@soundship/shared";
import { and, eq } from "drizzle-orm";
import { beats } from "../../db/schema.ts";
import { AppError } from "../errors.ts";
import { defineFunction } from "../functions/registry.ts";

/** Keeps one of the caller's tracks off their profile, or puts it back; another pilot's track is a 404. */
export const setTrackHidden = defineFunction({
  contract: setTrackHiddenContract,
  async handler({ tx, pilot }, { beat_id, hidden }) {
    const [row] = await tx
      .update(beats)
      .set({ hidden_from_profile: hidden })
      .where(and(eq(beats.id, beat_id), eq(beats.user_email, pilot.email)))
      .returning({ id: beats.id, hidden: beats.hidden_from_profile });
    if (!row) throw new AppError("NOT_FOUND", PROFILE_MESSAGES.trackNotFound);
    return { beat_id: row.id, hidden: row.hidden };
  },
});
