import { createHmac, timingSafeEqual } from "node:crypto";

/** What an upload link is signed for: nothing of it can change without breaking the signature. */
export interface SignedUpload {
  uploadId: string;
  /** The pilot's e-mail: the link works for them only. */
  pilot: string;
  contentType: string;
  size: number;
  /** Unix seconds. */
  expires: number;
}

/**
 * Upload links get their own key, derived from the auth secret, so a signature made for one purpose
 * can never be replayed as another.
 */
function uploadKey(secret: string): Buffer {
  return createHmac("sha256", secret).update("soundship upload links v1").digest();
}

function payload(upload: SignedUpload): string {
  return [upload.uploadId, upload.pilot, upload.contentType, String(upload.size), String(upload.expires)].join("\n");
}

/** The HMAC-SHA256 of the link's terms, hex. */
export function signUpload(secret: string, upload: SignedUpload): string {
  return createHmac("sha256", uploadKey(secret)).update(payload(upload)).digest("hex");
}

/** Compares in constant time, so the signature cannot be guessed byte by byte. */
export function signatureMatches(secret: string, upload: SignedUpload, signature: string): boolean {
  const expected = Buffer.from(signUpload(secret, upload), "hex");
  const given = Buffer.from(/^[0-9a-f]{64}$/.test(signature) ? signature : "", "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
