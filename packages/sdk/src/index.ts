export { createClient, DEFAULT_APP_ID, type ClientOptions, type SoundshipClient } from "./client.ts";
export type { AuthApi, OkMessage, OkResult, RegisterInput } from "./auth.ts";
export type { EntitiesApi, EntityApi } from "./entities.ts";
export type { EntityInput, EntityQuery, EntitySort, FieldOperators, SystemField } from "./entity-query.ts";
export type { BrowserLocation, TokenStorage } from "./environment.ts";
export {
  CLIENT_ERROR_CODES,
  ECONNABORTED,
  ERR_BAD_REQUEST,
  ERR_BAD_RESPONSE,
  ERR_CANCELED,
  ERR_NETWORK,
  SoundshipError,
  type ClientErrorCode,
  type SoundshipErrorCode,
} from "./errors.ts";
export type { FunctionInput, FunctionResult, FunctionsApi, InvokeOptions } from "./functions.ts";
export { newIdempotencyKey } from "./idempotency-key.ts";
export type { RequestOptions } from "./http.ts";
export type { LiveApi } from "./live.ts";
export { LOGIN_REDIRECT_DELAY_MS, loginUrl } from "./login-redirect.ts";
export { ACCESS_TOKEN_KEY, ACCESS_TOKEN_PARAM } from "./token.ts";
export type { UploadLink, UploadOptions, UploadsApi } from "./uploads.ts";
