import { deleteTransmissionContract } from "@soundship/shared";
import { and, eq, ne } from "drizzle-orm";
import { battles, beatSubmissions, beats } from "../../db/schema.ts";
import { AppError, notFound } from "../errors.ts";
import { defineFunction } from "../functions/registry.ts";
import { removeStored, uploadStorage } from "./storage.ts";

/**
 * Deletes one of the pilot's tracks and its file. A track entered in a battle that is not over stays:
 * judges are still listening to it. The file goes once the deletion has committed: a removal that
 * fails leaves an orphan file, which the upkeep job sweeps, never a track without its file.
 */
export const deleteTransmission = defineFunction({
  contract: deleteTransmissionContract,
  async handler({ tx, pilot, config, afterCommit }, { id }) {
    const owner = pilot.role === "admin" ? undefined : eq(beats.user_email, pilot.email);
    const [beat] = await tx.select().from(beats).where(and(eq(beats.id, id), owner)).for("update");
    if (!beat) throw notFound();
    const [inBattle] = await tx
      .select({ id: beatSubmissions.id })
      .from(beatSubmissions)
      .innerJoin(battles, eq(battles.id, beatSubmissions.battle_id))
      .where(and(eq(beatSubmissions.beat_id, id), ne(battles.status, "completed")))
      .limit(1);
    if (inBattle) throw new AppError("CONFLICT", "This track is entered in a battle; delete it once the battle is over");
    await tx.delete(beats).where(eq(beats.id, id));
    const key = beat.storage_key;
    if (key) afterCommit(() => removeStored(uploadStorage(config), key));
    return { deleted: id };
  },
});
