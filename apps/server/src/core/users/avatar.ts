import { randomUUID } from "node:crypto";
import { AVATAR_MESSAGES, AVATAR_RULES, PLATFORM_MESSAGES, isAvatarType } from "@soundship/shared";
import { eq, sql } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { AppError } from "../errors.ts";
import { removeStored, storeFile, uploadStorage } from "../uploads/storage.ts";
import { publicUrlOf } from "../uploads/upload-links.ts";
import { stripPictureMetadata } from "./picture-metadata.ts";

type UserRow = typeof users.$inferSelect;

/** What a picture's bytes are, or a refusal: the type is read from the bytes, whatever the upload was called. */
async function pictureType(bytes: Uint8Array): Promise<string> {
  if (bytes.length === 0) throw new AppError("VALIDATION_FAILED", AVATAR_MESSAGES.empty);
  if (bytes.length > AVATAR_RULES.maxBytes) throw new AppError("PAYLOAD_TOO_LARGE", AVATAR_MESSAGES.tooLarge);
  const found = await fileTypeFromBuffer(bytes);
  if (!found || !isAvatarType(found.mime)) throw new AppError("UNSUPPORTED_MEDIA_TYPE", AVATAR_MESSAGES.notAPicture);
  return found.mime;
}

/**
 * Stores an uploaded picture and makes it the pilot's avatar; the picture it replaces is removed.
 * The file is stored before the row points at it, so a reader never meets a missing picture; a crash
 * between the two leaves an unreferenced file, which the upload sweep removes from disk.
 */
export async function setAvatar({ db, config }: { db: Db; config: Config }, userId: string, upload: Uint8Array): Promise<UserRow> {
  const contentType = await pictureType(upload);
  // A phone photo carries where it was taken: that must not travel to every pilot who sees the picture.
  const bytes = stripPictureMetadata(upload, contentType);
  const storage = uploadStorage(config);
  const key = `${randomUUID()}.${AVATAR_RULES.types[contentType]}`;
  await storeFile(storage, key, bytes, contentType);
  let changed: { row: UserRow; previous: string | null };
  try {
    changed = await db.transaction(async (tx) => {
      const [user] = await tx.select({ avatarKey: users.avatarKey }).from(users).where(eq(users.id, userId)).for("update");
      if (!user) throw new AppError("NOT_AUTHENTICATED", PLATFORM_MESSAGES.notSignedIn);
      const [row] = await tx
        .update(users)
        .set({ image: publicUrlOf(config, storage, key), avatarKey: key, updatedAt: sql`now()` })
        .where(eq(users.id, userId))
        .returning();
      return { row: row!, previous: user.avatarKey };
    });
  } catch (error) {
    await removeStored(storage, key).catch(() => undefined);
    throw error;
  }
  if (changed.previous) await removeAvatarFile(config, changed.previous);
  return changed.row;
}

/** Removes a picture's file that no pilot uses any more; best effort, as the upload sweep clears disk leftovers. */
export async function removeAvatarFile(config: Config, key: string): Promise<void> {
  await removeStored(uploadStorage(config), key).catch(() => undefined);
}
