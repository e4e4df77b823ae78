import { AVATAR_MESSAGES } from "@soundship/shared";
import { AppError } from "../errors.ts";

// A picture is shown to every pilot, so what a camera or an editor wrote into it (where and when it
// was taken, the device, the author) is dropped; the pixels, colour profile and orientation stay.
// Each format is walked by its own structure, and a file that does not follow it is refused rather
// than passed on with its metadata.

const malformed = () => new AppError("UNSUPPORTED_MEDIA_TYPE", AVATAR_MESSAGES.notAPicture);

/** The picture without its metadata, for the three types a picture may have. */
export function stripPictureMetadata(bytes: Uint8Array, contentType: string): Uint8Array {
  if (contentType === "image/jpeg") return stripJpeg(bytes);
  if (contentType === "image/png") return stripPng(bytes);
  if (contentType === "image/webp") return stripWebp(bytes);
  throw malformed();
}

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** JPEG: APP1 (Exif, XMP), APP13 (IPTC) and comments go; a bare Exif block keeps the orientation phones rely on. */
function stripJpeg(bytes: Uint8Array): Uint8Array {
  const data = view(bytes);
  if (data.getUint16(0) !== 0xffd8) throw malformed();
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  // Exif goes right after the start (after JFIF's APP0, which must come first when there is one).
  let exifAt = 1;
  let orientation: number | null = null;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) throw malformed();
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at++; // fill byte before a marker
      continue;
    }
    const length = data.getUint16(at + 2);
    if (length < 2 || at + 2 + length > bytes.length) throw malformed();
    const segment = bytes.subarray(at, at + 2 + length);
    if (marker === 0xda) {
      // Start of scan: the compressed image follows, to the end of the file, untouched.
      if (orientation !== null) kept.splice(exifAt, 0, orientationSegment(orientation));
      kept.push(bytes.subarray(at));
      return concat(kept);
    }
    if (marker === 0xe1) orientation ??= exifOrientation(segment.subarray(4));
    else if (marker !== 0xed && marker !== 0xfe) {
      if (marker === 0xe0 && kept.length === 1) exifAt = 2;
      kept.push(segment);
    }
    at += 2 + length;
  }
  throw malformed();
}

/** The Orientation tag (0x0112) of an Exif block's first directory, or null when it has none. */
function exifOrientation(block: Uint8Array): number | null {
  const header = "Exif\0\0";
  if (block.length < 14 || String.fromCharCode(...block.subarray(0, 6)) !== header) return null;
  const tiff = view(block.subarray(6));
  const little = tiff.getUint16(0) === 0x4949;
  const ifd = tiff.getUint32(4, little);
  if (ifd + 2 > tiff.byteLength) return null;
  const count = tiff.getUint16(ifd, little);
  for (let i = 0; i < count && ifd + 2 + i * 12 + 12 <= tiff.byteLength; i++) {
    const entry = ifd + 2 + i * 12;
    if (tiff.getUint16(entry, little) === 0x0112) {
      const value = tiff.getUint16(entry + 8, little);
      return value >= 1 && value <= 8 ? value : null;
    }
  }
  return null;
}

/** An APP1 Exif segment holding the orientation alone (big-endian TIFF, one directory, one entry). */
function orientationSegment(orientation: number): Uint8Array {
  const segment = new Uint8Array(36);
  const data = view(segment);
  data.setUint16(0, 0xffe1);
  data.setUint16(2, 34);
  segment.set([0x45, 0x78, 0x69, 0x66, 0, 0], 4); // "Exif\0\0"
  segment.set([0x4d, 0x4d, 0, 0x2a], 10); // "MM", 42
  data.setUint32(14, 8); // the directory right after the header
  data.setUint16(18, 1);
  data.setUint16(20, 0x0112);
  data.setUint16(22, 3); // SHORT
  data.setUint32(24, 1);
  data.setUint16(28, orientation);
  data.setUint32(32, 0); // no next directory
  return segment;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_METADATA = new Set(["eXIf", "tEXt", "zTXt", "iTXt", "tIME"]);

/** PNG: the text, Exif and time chunks go. */
function stripPng(bytes: Uint8Array): Uint8Array {
  if (!PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) throw malformed();
  const data = view(bytes);
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const end = at + 12 + data.getUint32(at);
    if (end > bytes.length) throw malformed();
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (!PNG_METADATA.has(type)) kept.push(bytes.subarray(at, end));
    at = end;
    if (type === "IEND") return concat(kept);
  }
  throw malformed();
}

/** WebP: the EXIF and XMP chunks go, with their flags in the extended header and the RIFF size fixed. */
function stripWebp(bytes: Uint8Array): Uint8Array {
  const data = view(bytes);
  if (bytes.length < 12 || String.fromCharCode(...bytes.subarray(8, 12)) !== "WEBP") throw malformed();
  const kept: Uint8Array[] = [];
  let at = 12;
  while (at + 8 <= bytes.length) {
    const type = String.fromCharCode(...bytes.subarray(at, at + 4));
    const size = data.getUint32(at + 4, true);
    const end = at + 8 + size + (size % 2);
    if (end > bytes.length) throw malformed();
    const chunk = bytes.slice(at, end);
    if (type === "VP8X" && size >= 1) chunk[8] = chunk[8]! & ~0x0c; // the Exif (0x08) and XMP (0x04) flags
    if (type !== "EXIF" && type !== "XMP ") kept.push(chunk);
    at = end;
  }
  const body = concat(kept);
  const riff = new Uint8Array(12 + body.length);
  riff.set(bytes.subarray(0, 12));
  view(riff).setUint32(4, 4 + body.length, true);
  riff.set(body, 12);
  return riff;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
