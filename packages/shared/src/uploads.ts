import type { MEDIA_TYPES } from "./entities/enums.ts";

export type MediaType = (typeof MEDIA_TYPES)[number];
/** What the bytes of an upload must be: beats and songs are audio. */
export type UploadKind = "audio" | "video" | "model";

export const MEDIA_TYPE_KIND: Record<MediaType, UploadKind> = { beat: "audio", song: "audio", video: "video", model: "model" };

/** The Transmission Bay's tabs (SPEC.md section 2). */
export const MEDIA_TYPE_LABELS: Record<MediaType, string> = { beat: "Beat", song: "Song", video: "Video", model: "3D Model" };

/** The file picker's accept filter per type, SPEC.md section 5 to the letter. */
export const UPLOAD_ACCEPT: Record<MediaType, string> = {
  beat: "audio/*,.mp3,.wav,.flac",
  song: "audio/*,.mp3,.wav,.flac",
  video: "video/*,.mp4,.mov,.avi",
  model: ".glb,.gltf,.obj,.fbx",
};

/** Only beats and songs carry a genre. */
export const hasGenre = (mediaType: MediaType) => MEDIA_TYPE_KIND[mediaType] === "audio";

/**
 * Content types of 3D models by extension. Browsers report none (or odd ones) for these files, so
 * the client names the type from the extension. FBX has no registered type: generic binary it is.
 */
export const MODEL_CONTENT_TYPES: Record<string, string> = {
  glb: "model/gltf-binary",
  gltf: "model/gltf+json",
  obj: "model/obj",
  fbx: "application/octet-stream",
};

/** Audio and video types by extension, for files the browser gives no type. */
export const MEDIA_CONTENT_TYPES: Record<string, string> = {
  mp3: "audio/mpeg", wav: "audio/wav", flac: "audio/flac", ogg: "audio/ogg", m4a: "audio/mp4", aac: "audio/aac",
  mp4: "video/mp4", mov: "video/quicktime", avi: "video/x-msvideo", webm: "video/webm", mkv: "video/x-matroska",
};

/** The content type to declare for a file of `kind`: the browser's when it fits, else the extension's. */
export function contentTypeFor(kind: UploadKind, fileName: string, browserType: string): string {
  const ext = fileName.toLowerCase().split(".").pop() ?? "";
  if (kind === "model") return MODEL_CONTENT_TYPES[ext] ?? "application/octet-stream";
  if (browserType.startsWith(`${kind}/`)) return browserType;
  return MEDIA_CONTENT_TYPES[ext] ?? `${kind}/octet-stream`;
}

/** Whether a declared content type is one an upload of `kind` may carry. */
export function contentTypeFits(kind: UploadKind, contentType: string): boolean {
  if (kind === "model") return Object.values(MODEL_CONTENT_TYPES).includes(contentType);
  return contentType.startsWith(`${kind}/`);
}

/** Upload rewards and limits (DESIGN.md section 6). */
export const UPLOAD_RULES = {
  bonusStardust: 10,
  bonusXp: 10,
  /** The bonus is paid for the first uploads of the pilot's day only. */
  bonusUploadsPerDay: 3,
  /** Pilots without a membership, per calendar month. */
  uploadsWithoutMembership: 5,
  /** How long a signed upload link works. */
  linkMinutes: 15,
  /** Upload links a pilot may hold open at once. */
  openLinksPerPilot: 20,
} as const;

/** Texts of the upload pages; the success and failure lines are SPEC.md's. */
export const UPLOAD_TEXTS = {
  transmissionSuccess: "Transmission successful! 🚀",
  uploadSuccess: "Upload successful! 🚀",
  transmissionFailed: (message: string) => `Transmission failed: ${message}`,
  uploadFailed: (message: string) => `Upload failed: ${message}`,
  transmitting: "Transmitting...",
  launch: "Launch Transmission",
} as const;
