import type { Http, RequestOptions } from "./http.ts";
import { newIdempotencyKey } from "./idempotency-key.ts";
import { assertObjectPayload, type Payload } from "./payload.ts";

/** The success body of a backend function: `{ ok: true, ...result }` (DESIGN.md section 5). */
export type FunctionResult = { ok: boolean } & Record<string, unknown>;

/** Backend functions under `/functions/{name}`. */
export interface FunctionsApi {
  /** Runs function `name`; a refusal rejects with a SoundshipError carrying the server's message and code. */
  invoke<R = FunctionResult>(name: string, payload?: Payload, options?: RequestOptions): Promise<R>;
}

/** Backend functions of one app. */
export function createFunctions(http: Http, appPath: string): FunctionsApi {
  return {
    async invoke<R>(name: string, payload: Payload = {}, options?: RequestOptions): Promise<R> {
      assertObjectPayload("Function", name, payload);
      return http<R>({
        method: "POST",
        path: `${appPath}/functions/${encodeURIComponent(name)}`,
        body: payload,
        // A fresh key per invoke: if the answer is lost and the call is repeated, the server pays once.
        headers: { "Idempotency-Key": newIdempotencyKey() },
        signal: options?.signal,
      });
    },
  };
}
