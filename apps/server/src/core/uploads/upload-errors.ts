import type { UploadKind } from "@soundship/shared";
import { AppError } from "../errors.ts";

const KIND_NAMES: Record<UploadKind, string> = { audio: "Audio files", video: "Video files", model: "3D models" };
const KIND_WORDS: Record<UploadKind, string> = { audio: "audio", video: "a video", model: "a 3D model (glb, gltf, obj or fbx)" };

/** "100 MB", "1 GB": the cap as a person reads it. */
export function formatBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1024 && mb % 1024 === 0) return `${mb / 1024} GB`;
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}

export const tooLargeForKind = (kind: UploadKind, cap: number) =>
  new AppError("PAYLOAD_TOO_LARGE", `${KIND_NAMES[kind]} can be at most ${formatBytes(cap)}`);

export const largerThanSigned = (size: number) =>
  new AppError("PAYLOAD_TOO_LARGE", `The file is larger than the ${size} bytes this upload link was signed for`);

export const wrongContentType = (kind: UploadKind, contentType: string) =>
  new AppError("UNSUPPORTED_MEDIA_TYPE", `${contentType} is not ${KIND_WORDS[kind]}`);

export const bytesNotOfKind = (kind: UploadKind) =>
  new AppError("UNSUPPORTED_MEDIA_TYPE", `The file's contents are not ${KIND_WORDS[kind]}`);

export const endedEarly = (received: number, size: number) =>
  new AppError("UPLOAD_INCOMPLETE", `The upload ended after ${received} of ${size} bytes`);
