import type { Beat, WaveformPeaks } from "@soundship/shared";
import { CLIENT_MESSAGES, ERR_BAD_RESPONSE, SoundshipError, isRecord } from "./errors.ts";
import type { FunctionResult } from "./functions.ts";
import type { Http, RequestOptions } from "./http.ts";
import { putWithProgress } from "./put-with-progress.ts";

/** The parts of a `createUploadUrl` answer that sending the file needs. */
export type UploadLink = Pick<FunctionResult<"createUploadUrl">, "uploadId" | "uploadUrl" | "headers">;

/** Options of a file transfer. */
export interface UploadOptions extends RequestOptions {
  /** Called as bytes leave: bytes sent so far and the total. */
  onProgress?: (sent: number, total: number) => void;
}

/** Sending files to links from `createUploadUrl` (SPEC.md section 7's second step). */
export interface UploadsApi {
  /**
   * PUTs the file to the link with the headers it names, reporting progress, and answers the track
   * the server made of it. A link into a bucket is then confirmed with `/uploads/{id}/complete`.
   */
  send(link: UploadLink, file: Blob, options?: UploadOptions): Promise<Beat>;
  /** Reads a track's waveform peaks (`peaks_url`): a few kilobytes, where the audio would be megabytes. */
  peaks(url: string, options?: RequestOptions): Promise<WaveformPeaks>;
}

/** What the uploads module needs from its client. */
export interface UploadsDeps {
  http: Http;
  appPath: string;
  /** The link as an absolute URL, resolved against the API's origin. */
  resolve(url: string): URL;
  /** True for a URL on the API's own origin. */
  isOwnServer(url: URL): boolean;
  getToken(): string | null;
}

/** File uploads of one app. */
export function createUploads(deps: UploadsDeps): UploadsApi {
  return {
    async send(link, file, options = {}) {
      const url = deps.resolve(link.uploadUrl);
      const headers = { ...link.headers };
      // The session goes only to this server; a bucket's presigned URL would refuse it, and must not see it.
      const token = deps.getToken();
      if (token && deps.isOwnServer(url)) headers["Authorization"] = `Bearer ${token}`;
      const answer = await putWithProgress({ url: url.href, body: file, headers, onProgress: options.onProgress, signal: options.signal });
      if (isRecord(answer) && isRecord(answer.beat)) return answer.beat as Beat;
      const completed = await deps.http<{ beat?: Beat }>({
        method: "POST",
        path: `${deps.appPath}/uploads/${encodeURIComponent(link.uploadId)}/complete`,
        signal: options.signal,
      });
      if (!completed?.beat) throw new SoundshipError(CLIENT_MESSAGES.noTrack, { code: ERR_BAD_RESPONSE, data: completed });
      return completed.beat;
    },
    async peaks(url, options = {}) {
      // A stored file, served like the track itself (this server or the bucket): no session needed.
      const reply = await fetch(deps.resolve(url).href, { credentials: "omit", signal: options.signal });
      if (!reply.ok) throw new SoundshipError(`Waveform peaks answered ${reply.status}`, { status: reply.status, code: ERR_BAD_RESPONSE });
      return (await reply.json()) as WaveformPeaks;
    },
  };
}
