import { MEDIA_CONTENT_TYPES, MODEL_CONTENT_TYPES, type UploadKind } from "@soundship/shared";

const ALIASES: Record<string, string> = {
  "audio/x-wav": "wav", "audio/vnd.wave": "wav", "audio/x-flac": "flac", "audio/mp3": "mp3", "audio/x-m4a": "m4a",
  "video/avi": "avi", "video/vnd.avi": "avi",
};

const BY_TYPE: Record<string, string> = Object.fromEntries(
  [...Object.entries(MEDIA_CONTENT_TYPES), ...Object.entries(MODEL_CONTENT_TYPES)].map(([ext, type]) => [type, ext]),
);

/** The extension a stored file's key gets, from its declared type; the kind's name when the type is unusual. */
export function extensionFor(kind: UploadKind, contentType: string): string {
  return ALIASES[contentType] ?? BY_TYPE[contentType] ?? kind;
}
