import { sdk } from "@/lib/sdk";

/** The answer of this server's upload endpoint; a bucket answers with no body. */
export interface PutAnswer {
  beat?: unknown;
}

/** A PUT that failed, with the server's message when it gave one. */
export class PutError extends Error {}

/**
 * Sends the file with XMLHttpRequest, not fetch: only XHR reports upload progress. The session
 * token goes along only to this server, never to a bucket's presigned URL (which would refuse it).
 */
export function putFile(
  url: string,
  file: File,
  headers: Record<string, string>,
  onProgress: (sent: number) => void,
  signal?: AbortSignal,
): Promise<PutAnswer | null> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    const token = sdk.getToken();
    if (token && new URL(url, location.href).origin === location.origin) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as PutAnswer | null);
      reject(new PutError(typeof body?.message === "string" ? body.message : `The server answered ${xhr.status}`));
    };
    xhr.onerror = () => reject(new PutError("The connection was lost"));
    xhr.onabort = () => reject(new PutError("The transmission was cancelled"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

function parse(text: string): Record<string, unknown> | null {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
}
