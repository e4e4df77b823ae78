import { CLIENT_MESSAGES, ERR_BAD_RESPONSE, ERR_CANCELED, ERR_NETWORK, SoundshipError, errorFromResponse } from "./errors.ts";
import { parseJson } from "./http.ts";

/** One PUT of a file body. */
export interface ProgressPut {
  url: string;
  body: Blob;
  headers: Record<string, string>;
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends a body with XMLHttpRequest, not fetch: only XHR reports upload progress in browsers.
 * Resolves to the parsed JSON answer, or undefined when there is none (a bucket answers empty).
 */
export function putWithProgress(put: ProgressPut): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const canceled = () => new SoundshipError(CLIENT_MESSAGES.canceled, { code: ERR_CANCELED });
    if (put.signal?.aborted) return reject(canceled());
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", put.url);
    for (const [name, value] of Object.entries(put.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => put.onProgress?.(event.loaded, event.lengthComputable ? event.total : put.body.size);
    const onAbort = () => xhr.abort();
    put.signal?.addEventListener("abort", onAbort, { once: true });
    const settle = (outcome: () => void) => {
      put.signal?.removeEventListener("abort", onAbort);
      outcome();
    };
    xhr.onload = () =>
      settle(() => {
        const body = parseJson(xhr.responseText);
        if (xhr.status >= 200 && xhr.status < 300) {
          if (body.ok) resolve(body.value);
          else reject(new SoundshipError(CLIENT_MESSAGES.notJson, { status: xhr.status, code: ERR_BAD_RESPONSE, data: xhr.responseText }));
        } else reject(errorFromResponse(xhr.status, body.ok ? body.value : xhr.responseText));
      });
    xhr.onerror = () => settle(() => reject(new SoundshipError(CLIENT_MESSAGES.network, { code: ERR_NETWORK })));
    xhr.onabort = () => settle(() => reject(canceled()));
    xhr.send(put.body);
  });
}

