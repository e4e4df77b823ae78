import { deleteTransmissionContract } from "@soundship/shared";
import { and, eq } from "drizzle-orm";
import { beats } from "../../db/schema.ts";
import { notFound } from "../errors.ts";
import { defineFunction } from "../functions/registry.ts";
import { forgetRenditions } from "./renditions.ts";
import { referencedKeys } from "./file-references.ts";
import { removeStored, uploadStorage } from "./storage.ts";

/**
 * Deletes one of the pilot's tracks, and its file unless a battle submission still plays it (judges
 * and the results page keep listening after the pilot tidies their library). The file goes once the
 * deletion has committed: a removal that fails leaves an orphan file, which the upkeep job sweeps,
 * never a track without its file. The files made from it (preview, peaks, poster) go with it.
 */
export const deleteTransmission = defineFunction({
  contract: deleteTransmissionContract,
  async handler({ tx, pilot, config, afterCommit }, { id }) {
    const owner = pilot.role === "admin" ? undefined : eq(beats.user_email, pilot.email);
    const [beat] = await tx.select().from(beats).where(and(eq(beats.id, id), owner)).for("update");
    if (!beat) throw notFound();
    await tx.delete(beats).where(eq(beats.id, id));
    const key = beat.storage_key;
    if (key && !(await referencedKeys(tx, [key])).has(key)) {
      const made = await forgetRenditions(tx, key);
      const storage = uploadStorage(config);
      afterCommit(async () => {
        for (const file of [key, ...made]) await removeStored(storage, file);
      });
    }
    return { deleted: id };
  },
});
