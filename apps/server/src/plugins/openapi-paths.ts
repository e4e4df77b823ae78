import { AVATAR_RULES } from "@soundship/shared";
import { z } from "zod";
import type { FunctionRegistry } from "../core/functions/registry.ts";
import { errorResponse, json, ref, type Json, type SchemaComponents } from "./openapi-schemas.ts";

/** An operation anyone may call, signed in or not. */
const anonymous = { security: [] };

/** Paths outside /api/apps/{appId}: they name the server root as theirs. */
const atRoot = { servers: [{ url: "/", description: "The server root" }] };

const ok = { type: "object", properties: { ok: { const: true } }, required: ["ok"] };
const okMessage = { type: "object", properties: { ok: { const: true }, message: { type: "string" } }, required: ["ok", "message"] };

export interface AuthSchemas {
  user: Json;
  register: z.ZodType;
  login: z.ZodType;
  resetRequest: z.ZodType;
  reset: z.ZodType;
  profile: z.ZodType;
  changePassword: z.ZodType;
}

/** Sign-up, sign-in, sign-out, password reset and change, and the signed-in pilot (User/me and its picture). */
export function authPaths(components: SchemaComponents, schemas: AuthSchemas): Json {
  const session = components.output("Session", z.object({ access_token: z.string() }));
  const authResult = { allOf: [session, { type: "object", properties: { user: schemas.user }, required: ["user"] }] };
  const post = (operationId: string, summary: string, body: Json, answer: Json, extra: Json = {}) => ({
    post: { tags: ["Auth"], operationId, summary, ...anonymous, requestBody: { required: true, ...json(body) }, responses: { 200: json(answer, "Done"), 400: errorResponse(400), 429: errorResponse(429) }, ...extra },
  });
  return {
    "/auth/register": post("register", "Create an account (100 Stardust welcome grant) and sign in", components.input("RegisterInput", schemas.register), authResult),
    "/auth/login": post("login", "Sign in with e-mail and password", components.input("LoginInput", schemas.login), authResult),
    "/auth/logout": { post: { tags: ["Auth"], operationId: "logout", summary: "Revoke this session on every instance", responses: { 200: json(ok, "Signed out (also without a session)") } } },
    "/auth/reset-password/request": post("requestPasswordReset", "Mail a reset link (answers the same whether the account exists or not)", components.input("PasswordResetRequestInput", schemas.resetRequest), ok),
    "/auth/reset-password": post("resetPassword", "Set a new password with the mailed token; ends every session of the pilot", components.input("PasswordResetInput", schemas.reset), ok),
    "/auth/change-password": {
      post: {
        tags: ["Auth"], operationId: "changePassword", summary: "Set a new password with the current one; ends every other session of the pilot, keeps this one",
        requestBody: { required: true, ...json(components.input("ChangePasswordInput", schemas.changePassword)) },
        responses: { 200: json(okMessage, "Changed"), 400: errorResponse(400), 401: errorResponse(401), 429: errorResponse(429) },
      },
    },
    "/entities/User/me/avatar": {
      put: {
        tags: ["Auth"], operationId: "setAvatar", summary: "Send a picture (PNG, JPEG or WebP, at most 2 MB) as the pilot's avatar; its metadata is dropped",
        requestBody: { required: true, content: Object.fromEntries(Object.keys(AVATAR_RULES.types).map((type) => [type, { schema: { type: "string", contentMediaType: type } }])) },
        responses: { 200: json(schemas.user, "The pilot with the new picture"), 401: errorResponse(401), 413: errorResponse(413), 415: errorResponse(415) },
      },
    },
    "/entities/User/me": {
      get: { tags: ["Auth"], operationId: "me", summary: "The signed-in pilot", responses: { 200: json(schemas.user, "The pilot"), 401: errorResponse(401) } },
      put: {
        tags: ["Auth"], operationId: "updateMe", summary: "Change profile fields; economy fields are the server's",
        requestBody: { required: true, ...json(components.input("ProfileUpdate", schemas.profile)) },
        responses: { 200: json(schemas.user, "The pilot as changed"), 400: errorResponse(400), 401: errorResponse(401), 409: errorResponse(409) },
      },
    },
  };
}

/** One path per served function: its contract's input as the body, `{ok: true, ...result}` as the answer. */
export function functionPaths(components: SchemaComponents, prefix: string, registry: FunctionRegistry): Json {
  const idempotencyKey = {
    name: "Idempotency-Key", in: "header", required: false, schema: { type: "string", minLength: 1, maxLength: 200 },
    description: "A repeat with the same key (24 h) answers the first answer without running again",
  };
  return Object.fromEntries(
    [...registry.values()].map((definition) => {
      const { name, input, result } = definition.contract;
      const notes = [
        definition.adminOnly ? "Admins only: for anyone else this function does not exist (404)." : "",
        definition.readOnly ? "Reads only: an Idempotency-Key is accepted and not stored." : "",
        definition.loginMessage ? `Without a session: 401 "${definition.loginMessage}".` : "",
      ].filter(Boolean);
      const operation = {
        tags: [definition.adminOnly ? "Overseer" : "Functions"],
        operationId: name,
        summary: name,
        ...(notes.length ? { description: notes.join(" ") } : {}),
        parameters: [idempotencyKey],
        requestBody: { required: false, description: "No body is the same as {}", ...json(components.input(`${name}Input`, input)) },
        responses: {
          200: json(components.output(`${name}Result`, successBody(result)), "Done"),
          "4XX": json(ref("Refusal"), "Refused: the code says why, message says it to a person"),
          503: errorResponse(503),
        },
      };
      return [`${prefix}/${name}`, { post: operation }];
    }),
  );
}

/**
 * `{ok: true, ...result}`: the result's fields with `ok` among them, as one object, since a result
 * schema closed to other fields cannot be combined with `ok` by allOf.
 */
function successBody(result: z.ZodType): z.ZodType {
  const success = { ok: z.literal(true) };
  return result instanceof z.ZodObject ? z.object(success).extend(result.shape) : z.object(success).and(result);
}

/** The signed upload link's PUT, the bucket upload's confirmation and the files. */
export function uploadPaths(): Json {
  const id = { name: "id", in: "path", required: true, schema: { type: "string", maxLength: 64 } };
  const beat = { type: "object", properties: { ok: { const: true }, beat: ref("Beat") }, required: ["ok", "beat"] };
  return {
    "/uploads/{id}": {
      put: {
        tags: ["Uploads"], operationId: "putUpload", ...anonymous,
        summary: "Send the file to the link createUploadUrl signed (the link is the credential)",
        parameters: [id, { name: "expires", in: "query", required: true, schema: { type: "integer" } }, { name: "signature", in: "query", required: true, schema: { type: "string" } }],
        requestBody: { required: true, content: { "*/*": { schema: { type: "string", contentMediaType: "application/octet-stream" } } } },
        responses: { 200: json(beat, "The track made of the file"), 403: errorResponse(403), 409: errorResponse(409), 413: errorResponse(413), 422: errorResponse(422) },
      },
    },
    "/uploads/{id}/complete": {
      post: {
        tags: ["Uploads"], operationId: "completeUpload", summary: "Confirm an upload sent straight to the bucket (S3 storage)",
        parameters: [id], responses: { 200: json(beat, "The track made of the file"), 400: errorResponse(400), 401: errorResponse(401), 404: errorResponse(404) },
      },
    },
    "/files/{key}": {
      get: {
        tags: ["Uploads"], operationId: "getFile", ...anonymous, summary: "An uploaded file, with ranges, ETag and caching (disk storage)",
        parameters: [{ name: "key", in: "path", required: true, schema: { type: "string" } }],
        responses: { 200: { description: "The file's bytes" }, 206: { description: "The range asked for" }, 304: { description: "Not modified" }, 404: errorResponse(404) },
      },
    },
  };
}

/** The live event stream and the ticket that opens it. */
export function livePaths(): Json {
  return {
    "/live/ticket": {
      post: {
        tags: ["Live"], operationId: "liveTicket", summary: "A short-lived ticket that opens one event stream",
        responses: { 200: json({ type: "object", properties: { ticket: { type: "string" }, expires_in: { type: "integer" } }, required: ["ticket", "expires_in"] }, "The ticket"), 401: errorResponse(401) },
      },
    },
    "/live": {
      get: {
        tags: ["Live"], operationId: "liveEvents", ...anonymous, summary: "Server-sent events (text/event-stream); Last-Event-ID replays what was missed",
        parameters: [
          { name: "ticket", in: "query", required: true, schema: { type: "string" } },
          { name: "battles", in: "query", required: false, schema: { type: "string" }, description: "`all`, or up to 50 battle ids, comma-separated" },
          { name: "last_event_id", in: "query", required: false, schema: { type: "string", pattern: "^\\d{1,15}$" } },
        ],
        responses: { 200: { description: "The stream", content: { "text/event-stream": { schema: { type: "string" } } } }, 401: errorResponse(401) },
      },
    },
    "/payments/stripe/webhook": {
      post: {
        tags: ["Operations"], operationId: "stripeWebhook", ...anonymous, summary: "Stripe's signed events (only when Stripe is configured)",
        responses: { 200: json({ type: "object" }, "Received"), 400: errorResponse(400) },
      },
    },
  };
}

/** Health and metrics, at the server root. */
export function operatorPaths(): Json {
  const health = { type: "object", properties: { ok: { type: "boolean" }, now: { type: "string" }, checks: { type: "object" }, message: { type: "string" } } };
  return {
    "/healthz": {
      ...atRoot,
      get: { tags: ["Operations"], operationId: "health", ...anonymous, summary: "Liveness and readiness: 503 when the database or Redis does not answer", responses: { 200: json(health, "Ready"), 503: json(health, "Not ready") } },
    },
    "/metrics": {
      ...atRoot,
      get: {
        tags: ["Operations"], operationId: "metrics", security: [{ metricsToken: [] }], summary: "Prometheus metrics (only when METRICS_TOKEN is set)",
        responses: { 200: { description: "Prometheus text format 0.0.4", content: { "text/plain": { schema: { type: "string" } } } }, 401: errorResponse(401), 404: errorResponse(404) },
      },
    },
  };
}
