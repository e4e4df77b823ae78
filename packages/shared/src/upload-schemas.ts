import { z } from "zod";
import { longText, shortText } from "./entities/common.ts";
import { MEDIA_TYPES } from "./entities/enums.ts";
import { UPLOAD_GENRES } from "./genres.ts";

const contentType = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][\w.+-]*\/[\w.+-]+$/, "must be a media type such as audio/wav");

/** createUploadUrl's payload: SPEC.md's {filename, contentType} plus the size and the record's fields. */
export const createUploadUrlInputSchema = z.object({
  filename: shortText.min(1, "a file name is required"),
  contentType,
  size: z.number().int().min(1, "the file is empty").max(Number.MAX_SAFE_INTEGER),
  media_type: z.enum(MEDIA_TYPES).optional(),
  title: shortText.min(1).optional(),
  description: longText.default(""),
  genre: z.enum(UPLOAD_GENRES).optional(),
});
export type CreateUploadUrlInput = z.input<typeof createUploadUrlInputSchema>;

export interface CreateUploadUrlResult {
  ok: true;
  uploadId: string;
  uploadUrl: string;
  publicUrl: string;
  expiresAt: string;
  /** Headers the PUT must carry; the link is signed for exactly these. */
  headers: Record<string, string>;
}
