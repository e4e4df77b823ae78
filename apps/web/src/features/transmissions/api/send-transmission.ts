import { MEDIA_TYPE_KIND, MESSAGES, contentTypeFor, type Beat } from "@soundship/shared";
import { SoundshipError, type FunctionInput } from "@soundship/sdk";
import { sdk } from "@/lib/sdk/sdk";

type UploadFields = FunctionInput<"createUploadUrl">;

/** What the Transmission Bay sends: the file and the `createUploadUrl` fields of the track it becomes (genre: beats and songs only). */
export type Transmission = Required<Pick<UploadFields, "title" | "description">> &
  Pick<UploadFields, "genre"> & { file: File; mediaType: NonNullable<UploadFields["media_type"]> };

/** Why a transmission failed, in words for 'Transmission failed: {message}'. */
export class TransmissionError extends Error {}

/**
 * SPEC.md section 7's flow: createUploadUrl, then the SDK sends the file with its content type and
 * answers the track the server recorded.
 */
export async function sendTransmission(input: Transmission, onProgress: (sent: number) => void, signal?: AbortSignal): Promise<Beat> {
  const contentType = contentTypeFor(MEDIA_TYPE_KIND[input.mediaType], input.file.name, input.file.type);
  const link = await sdk.functions
    .invoke("createUploadUrl", {
      filename: input.file.name,
      contentType,
      size: input.file.size,
      media_type: input.mediaType,
      title: input.title,
      description: input.description,
      ...(input.genre ? { genre: input.genre } : {}),
    })
    .catch((error: unknown) => {
      throw new TransmissionError(serverMessage(error) ?? MESSAGES.uploadUrlFailed);
    });
  try {
    return await sdk.uploads.send(link, input.file, { onProgress, signal });
  } catch (error) {
    throw new TransmissionError(serverMessage(error) ?? MESSAGES.uploadFailed);
  }
}

/** The server's own words for a refusal; a dropped or cancelled transfer has none and says SPEC.md's text. */
function serverMessage(error: unknown): string | undefined {
  return error instanceof SoundshipError && error.status !== undefined && error.message ? error.message : undefined;
}
