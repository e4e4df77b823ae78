import type { UploadKind } from "@soundship/shared";
import { fileTypeFromBuffer } from "file-type";

/** How many leading bytes decide a file's type: enough for every signature file-type knows. */
export const SNIFF_BYTES = 4100;

export interface Detected {
  kind: UploadKind;
  /** The type the file is served with: what its bytes are, whatever the uploader called it. */
  contentType: string;
}

/** Canonical types, so a file is served as audio/wav whether it came in as audio/x-wav or audio/vnd.wave. */
const CANONICAL: Record<string, string> = {
  "audio/x-wav": "audio/wav", "audio/vnd.wave": "audio/wav", "audio/x-flac": "audio/flac", "audio/x-m4a": "audio/mp4",
  "video/vnd.avi": "video/x-msvideo", "video/avi": "video/x-msvideo", "video/matroska": "video/x-matroska",
  "application/x.autodesk.fbx": "application/octet-stream",
};

const MODEL_FORMATS = new Set(["glb", "fbx"]);

/** What the leading bytes of a file are, or null when they are none of the kinds we take. */
export async function sniff(head: Uint8Array): Promise<Detected | null> {
  const found = await fileTypeFromBuffer(head);
  if (found) {
    const contentType = CANONICAL[found.mime] ?? found.mime;
    if (MODEL_FORMATS.has(found.ext)) return { kind: "model", contentType };
    if (contentType.startsWith("audio/")) return { kind: "audio", contentType };
    if (contentType.startsWith("video/")) return { kind: "video", contentType };
    return null;
  }
  return sniffTextModel(head);
}

// glTF (JSON), OBJ and ASCII FBX are text, which file-type leaves alone: recognise them by their shape.
const OBJ_LINE = /^(#|v |vt |vn |vp |f |l |o |g |s |mtllib |usemtl )/;

function sniffTextModel(head: Uint8Array): Detected | null {
  if (head.includes(0)) return null;
  const text = new TextDecoder("utf-8", { fatal: false }).decode(head).replace(/^\uFEFF/, "");
  const start = text.trimStart();
  if (start.startsWith("{") && /"(asset|scenes?|nodes|meshes|accessors|buffers)"\s*:/.test(start)) {
    return { kind: "model", contentType: "model/gltf+json" };
  }
  if (/^; ?FBX \d/.test(start)) return { kind: "model", contentType: "application/octet-stream" };
  const lines = start.split(/\r?\n/).filter((line) => line.trim() !== "");
  // The last line may be cut off by the sniff window, so only whole lines are judged.
  const whole = lines.length > 1 ? lines.slice(0, -1) : lines;
  if (whole.length > 0 && whole.every((line) => OBJ_LINE.test(line.trimStart())) && whole.some((line) => /^\s*v /.test(line))) {
    return { kind: "model", contentType: "model/obj" };
  }
  return null;
}
