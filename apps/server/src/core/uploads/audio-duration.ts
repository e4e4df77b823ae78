import { parseFile } from "music-metadata";

/**
 * The length of an audio file in seconds, read from the file on disk (headers, or by scanning the
 * frames when a format has no length in its header). Null when the file does not say: a track
 * without a known length is still a track.
 */
export async function readAudioDuration(filePath: string): Promise<number | null> {
  try {
    const { format } = await parseFile(filePath, { duration: true, skipCovers: true });
    const seconds = format.duration;
    return typeof seconds === "number" && Number.isFinite(seconds) && seconds >= 0 ? Math.round(seconds * 1000) / 1000 : null;
  } catch {
    return null;
  }
}
