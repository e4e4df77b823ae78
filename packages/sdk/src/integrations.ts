import { isApiName } from "./api-name.ts";
import type { Http, RequestOptions } from "./http.ts";
import { assertObjectPayload, hasFile, toFormData, type Payload } from "./payload.ts";

/** One integration endpoint; the body goes as JSON, or multipart when a value is a File or Blob. */
export type IntegrationCall = <R = Record<string, unknown>>(payload: Payload, options?: RequestOptions) => Promise<R>;

/** `integrations.Core.<Name>`; UploadFile is declared so callers need no undefined check for it. */
export interface CoreIntegrations {
  readonly UploadFile: IntegrationCall;
  readonly [name: string]: IntegrationCall;
}

/** Integration packages the server offers. */
export interface IntegrationsApi {
  readonly Core: CoreIntegrations;
}

/** Integrations of one app under `/integration-endpoints/Core/{name}`. */
export function createIntegrations(http: Http, appPath: string): IntegrationsApi {
  const call = (name: string): IntegrationCall =>
    async <R>(payload: Payload, options?: RequestOptions): Promise<R> => {
      assertObjectPayload("Integration", name, payload);
      return http<R>({
        method: "POST",
        path: `${appPath}/integration-endpoints/Core/${encodeURIComponent(name)}`,
        body: hasFile(payload) ? toFormData(payload) : payload,
        signal: options?.signal,
      });
    };
  const core = new Proxy({}, { get: (_target, prop) => (isApiName(prop) ? call(prop) : undefined) });
  return { Core: core as CoreIntegrations };
}
