import { MEDIA_TYPE_KIND, MESSAGES, contentTypeFor, type Beat, type Genre, type MediaType } from "@soundship/shared";
import { SoundshipError, type FunctionResult } from "@soundship/sdk";
import { APP_ID } from "@/lib/app-id";
import { sdk } from "@/lib/sdk";
import { putFile, PutError } from "./put-file";

export interface Transmission {
  file: File;
  mediaType: MediaType;
  title: string;
  description: string;
  /** Beats and songs only. */
  genre?: Genre;
}

/** Why a transmission failed, in words for 'Transmission failed: {message}'. */
export class TransmissionError extends Error {}

/**
 * SPEC.md section 7's flow: createUploadUrl, then a PUT of the file with its content type. This
 * server records the track as the PUT completes; after a PUT to a bucket the server is asked to
 * check the file and record it.
 */
export async function sendTransmission(input: Transmission, onProgress: (sent: number) => void, signal?: AbortSignal): Promise<Beat> {
  const contentType = contentTypeFor(MEDIA_TYPE_KIND[input.mediaType], input.file.name, input.file.type);
  let link: FunctionResult<"createUploadUrl">;
  try {
    link = await sdk.functions.invoke("createUploadUrl", {
      filename: input.file.name,
      contentType,
      size: input.file.size,
      media_type: input.mediaType,
      title: input.title,
      description: input.description,
      ...(input.genre ? { genre: input.genre } : {}),
    });
  } catch (error) {
    throw new TransmissionError(serverMessage(error) ?? MESSAGES.uploadUrlFailed);
  }
  try {
    const answer = await putFile(link.uploadUrl, input.file, link.headers, onProgress, signal);
    if (answer?.beat) return answer.beat as Beat;
    return await completeInBucket(link.uploadId);
  } catch (error) {
    throw new TransmissionError(error instanceof PutError ? error.message : (serverMessage(error) ?? MESSAGES.uploadFailed));
  }
}

async function completeInBucket(uploadId: string): Promise<Beat> {
  const response = await fetch(`/api/apps/${APP_ID}/uploads/${uploadId}/complete`, {
    method: "POST",
    headers: { Authorization: `Bearer ${sdk.getToken() ?? ""}` },
  });
  const body = (await response.json().catch(() => null)) as { beat?: Beat; message?: string } | null;
  if (!response.ok || !body?.beat) throw new PutError(body?.message ?? MESSAGES.uploadFailed);
  return body.beat;
}

function serverMessage(error: unknown): string | undefined {
  return error instanceof SoundshipError && error.message ? error.message : undefined;
}
