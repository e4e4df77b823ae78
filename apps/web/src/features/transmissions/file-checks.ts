import { MEDIA_CONTENT_TYPES, MEDIA_TYPE_KIND, MODEL_CONTENT_TYPES, type MediaType, type UploadKind } from "@soundship/shared";
import { capSize } from "./transmission-format";

/** Which tab a kind of file belongs in, in the pilot's words. */
const WRONG_TAB: Record<UploadKind, string> = {
  audio: "This is an audio file: send it from the Beat or Song tab",
  video: "This is a video: send it from the Video tab",
  model: "This is a 3D model: send it from the 3D Model tab",
};

const KIND_NAMES: Record<UploadKind, string> = { audio: "Audio files", video: "Videos", model: "3D models" };

/** What the file is, from the browser's type or else its extension; undefined when neither says. */
export function kindOfFile(file: Pick<File, "name" | "type">): UploadKind | undefined {
  const ext = file.name.toLowerCase().split(".").pop() ?? "";
  if (ext in MODEL_CONTENT_TYPES) return "model";
  const type = file.type || MEDIA_CONTENT_TYPES[ext] || "";
  if (type.startsWith("audio/")) return "audio";
  if (type.startsWith("video/")) return "video";
  return undefined;
}

/**
 * Why a file cannot be sent from this tab, before any byte leaves: the wrong kind (a video chosen in the
 * Beat tab) or over the kind's size cap. The server checks both again.
 */
export function fileProblem(mediaType: MediaType, file: Pick<File, "name" | "type" | "size">, maxBytes?: Record<UploadKind, number>): string | undefined {
  const expected = MEDIA_TYPE_KIND[mediaType];
  const kind = kindOfFile(file);
  if (kind && kind !== expected) return WRONG_TAB[kind];
  if (maxBytes && file.size > maxBytes[expected]) return `${KIND_NAMES[expected]} can be at most ${capSize(maxBytes[expected])}`;
  return undefined;
}

/** The cap line of the allowance: "Audio files up to 100 MB". */
export const capLine = (mediaType: MediaType, maxBytes: Record<UploadKind, number>) =>
  `${KIND_NAMES[MEDIA_TYPE_KIND[mediaType]]} up to ${capSize(maxBytes[MEDIA_TYPE_KIND[mediaType]])}`;
