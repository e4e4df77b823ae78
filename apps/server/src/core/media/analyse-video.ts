import { runFfmpeg } from "./ffmpeg.ts";
import { parseFfmpegReport } from "./ffmpeg-report.ts";
import { undecodable, type Outcome } from "./outcome.ts";

/** What processing learns about a video. */
export interface VideoAnalysis {
  durationSeconds: number | null;
}

/** A video's poster: a JPEG frame. */
export const POSTER = { extension: "jpg", contentType: "image/jpeg" } as const;

/**
 * A video's length and its poster: a representative frame from its first seconds (FFmpeg's
 * `thumbnail` filter skips black and blurred frames), at most 1280 pixels wide, as JPEG.
 */
export async function analyseVideo(binary: string, inputPath: string, posterPath: string, timeoutMs: number, signal?: AbortSignal): Promise<Outcome<VideoAnalysis>> {
  const result = await runFfmpeg(binary, [
    "-i", inputPath, "-map", "0:v:0", "-vf", "thumbnail=50,scale='min(1280,iw)':-2", "-frames:v", "1",
    "-c:v", "mjpeg", "-q:v", "4", "-f", "image2", "-y", posterPath,
  ], { timeoutMs, signal });
  if (result.timedOut) return undecodable(`Processing stopped after ${Math.round(timeoutMs / 60_000)} minutes; the file may be damaged`);
  const report = parseFfmpegReport(result.stderr);
  if (result.code !== 0 || !report.hasVideo) {
    return undecodable("The file is damaged or is not a video in a format we can read. Export it again as MP4 or WebM and upload that");
  }
  return { ok: true, value: { durationSeconds: report.declaredSeconds === null ? null : Math.round(report.declaredSeconds * 1000) / 1000 } };
}
