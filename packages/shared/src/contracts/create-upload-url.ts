import { z } from "zod";
import { isoTime, longText, shortText } from "../entities/common.ts";
import { MEDIA_TYPES } from "../entities/enums.ts";
import { UPLOAD_GENRES } from "../genres.ts";
import { defineContract } from "./define-contract.ts";

const contentType = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][\w.+-]*\/[\w.+-]+$/, "must be a media type such as audio/wav");

/**
 * Hands out a signed, expiring upload link. The payload is SPEC.md's {filename, contentType} plus
 * the size and the fields of the track the file will become.
 */
export const createUploadUrlContract = defineContract({
  name: "createUploadUrl",
  input: z.object({
    filename: shortText.min(1, "a file name is required"),
    contentType,
    size: z.number().int().min(1, "the file is empty").max(Number.MAX_SAFE_INTEGER),
    media_type: z.enum(MEDIA_TYPES).optional(),
    title: shortText.min(1).optional(),
    description: longText.default(""),
    genre: z.enum(UPLOAD_GENRES).optional(),
  }),
  result: z.object({
    uploadId: z.string(),
    uploadUrl: z.string(),
    publicUrl: z.string(),
    expiresAt: isoTime,
    /** Headers the PUT must carry; the link is signed for exactly these. */
    headers: z.record(z.string(), z.string()),
  }),
});
