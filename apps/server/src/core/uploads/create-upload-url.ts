import { randomUUID } from "node:crypto";
import {
  DEFAULT_GENRE, MEDIA_TYPE_KIND, UPLOAD_RULES, contentTypeFits, createUploadUrlContract, hasGenre, type MediaType,
} from "@soundship/shared";
import { and, count, eq, gt, inArray } from "drizzle-orm";
import { uploads, users } from "../../db/schema.ts";
import { AppError } from "../errors.ts";
import { defineFunction } from "../functions/registry.ts";
import { extensionFor } from "./extensions.ts";
import { tooLargeForKind, wrongContentType } from "./upload-errors.ts";
import { originalUrlOf, uploadPath } from "./upload-links.ts";
import { assertSlotLeft, uploadQuota } from "../membership/upload-quota.ts";
import { signUpload } from "./upload-signature.ts";
import { uploadStorage } from "./storage.ts";

const LINK_SECONDS = UPLOAD_RULES.linkMinutes * 60;

/**
 * Hands out a signed, expiring upload link (SPEC.md section 7, DESIGN.md section 5). What the file
 * will become — type, title, genre — is kept on the server with the link, and the record is made
 * when the bytes have arrived and proved to be what they claim. Size, cap, type and the pilot's
 * upload slots are checked here too, so nobody sends a gigabyte only to be refused.
 */
export const createUploadUrl = defineFunction({
  contract: createUploadUrlContract,
  async handler({ tx, pilot, clock, config }, input) {
    const now = clock.now();
    const mediaType = input.media_type ?? guessMediaType(input.contentType);
    const kind = MEDIA_TYPE_KIND[mediaType];
    if (!contentTypeFits(kind, input.contentType)) throw wrongContentType(kind, input.contentType);
    if (input.size > config.uploads.maxBytes[kind]) throw tooLargeForKind(kind, config.uploads.maxBytes[kind]);

    const [user] = await tx.select().from(users).where(eq(users.id, pilot.id));
    if (!user) throw new AppError("NOT_AUTHENTICATED", "Sign in to continue");
    assertSlotLeft(await uploadQuota(tx, user, now));
    const [open] = await tx
      .select({ n: count() })
      .from(uploads)
      .where(and(eq(uploads.user_email, user.email), inArray(uploads.status, ["pending", "receiving"]), gt(uploads.expires_at, now)));
    if ((open?.n ?? 0) >= UPLOAD_RULES.openLinksPerPilot) {
      throw new AppError("RATE_LIMITED", `You have ${UPLOAD_RULES.openLinksPerPilot} uploads waiting to be sent; send them or wait for their links to expire`);
    }

    const id = randomUUID();
    const key = `${id}.${extensionFor(kind, input.contentType)}`;
    const expiresAt = new Date(now.getTime() + LINK_SECONDS * 1000);
    await tx.insert(uploads).values({
      id,
      user_email: user.email,
      media_type: mediaType,
      content_type: input.contentType,
      size: input.size,
      title: input.title ?? titleFromFileName(input.filename),
      description: input.description,
      genre: hasGenre(mediaType) ? (input.genre ?? DEFAULT_GENRE) : null,
      storage_key: key,
      expires_at: expiresAt,
      created_by: user.email,
    });

    const storage = uploadStorage(config);
    const expires = Math.floor(expiresAt.getTime() / 1000);
    const uploadUrl =
      storage.kind === "s3"
        ? await storage.s3.presignPut(key, input.contentType, input.size, LINK_SECONDS)
        : `${uploadPath(config, id)}?expires=${expires}&signature=${signUpload(config.authSecret, {
            uploadId: id, pilot: user.email, contentType: input.contentType, size: input.size, expires,
          })}`;
    return {
      uploadId: id,
      uploadUrl,
      publicUrl: originalUrlOf(config, storage, key, input.contentType),
      expiresAt: expiresAt.toISOString(),
      headers: { "Content-Type": input.contentType },
    };
  },
});

/** SPEC.md's payload names no type: audio is a beat, video a video, anything else a 3D model. */
function guessMediaType(contentType: string): MediaType {
  if (contentType.startsWith("audio/")) return "beat";
  if (contentType.startsWith("video/")) return "video";
  return "model";
}

/** A title when none is given: the file's name without folders or extension. Never used as a path. */
function titleFromFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? "";
  const title = base.replace(/\.[^.]*$/, "").trim();
  return (title || "Untitled transmission").slice(0, 200);
}
