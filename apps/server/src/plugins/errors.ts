import { PLATFORM_MESSAGES, type ErrorBody } from "@soundship/shared";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "../core/errors.ts";

/** Messages for the database's own refusals, by constraint, where a person can act on them. */
const CONSTRAINT_MESSAGES: Record<string, string> = {
  users_username_unique: "That username is taken",
  users_email_unique: PLATFORM_MESSAGES.emailTaken,
};

/** Every error leaves as `{message, code, detail?}` with its status; a 500 says nothing internal. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = toAppError(error);
    if (known) return send(reply, known);
    request.log.error({ err: error }, "unhandled error");
    const body: ErrorBody = { message: PLATFORM_MESSAGES.internal, code: "INTERNAL", request_id: String(request.id) };
    return reply.status(500).send(body);
  });
}

/** API paths answer an unknown route with a JSON 404. */
export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, new AppError("NOT_FOUND", `No route ${request.method} ${request.url.split("?")[0]}`));
}

function send(reply: FastifyReply, error: AppError) {
  const body: ErrorBody = { message: error.message, code: error.code };
  if (error.detail !== undefined) body.detail = error.detail;
  return reply.status(error.status).send(body);
}

function toAppError(error: FastifyError): AppError | null {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0]!;
    const where = `${error.validationContext ?? "input"}${first.instancePath.replaceAll("/", ".")}`;
    return new AppError("VALIDATION_FAILED", `${where}: ${first.message}`, error.validation);
  }
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return new AppError("INVALID_JSON", PLATFORM_MESSAGES.invalidJson);
    case "FST_ERR_CTP_BODY_TOO_LARGE":
    case "FST_REQ_FILE_TOO_LARGE":
    case "FST_FILES_LIMIT":
    case "FST_PARTS_LIMIT":
    case "FST_FIELDS_LIMIT":
      return new AppError("PAYLOAD_TOO_LARGE", PLATFORM_MESSAGES.payloadTooLarge);
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return new AppError("UNSUPPORTED_MEDIA_TYPE", "Send JSON (Content-Type: application/json)");
  }
  if (error.statusCode === 429) return new AppError("RATE_LIMITED", PLATFORM_MESSAGES.tooManyAttempts);
  if (error instanceof SyntaxError && error.statusCode === 400) return new AppError("INVALID_JSON", PLATFORM_MESSAGES.invalidJson);
  return databaseError(error);
}

/** Postgres refusals that reach the edge are the caller's fault, never a 500. */
function databaseError(error: FastifyError): AppError | null {
  const cause = (error.cause ?? error) as { code?: string; constraint?: string };
  const constraint = cause.constraint ?? "";
  switch (cause.code) {
    case "23505":
      return new AppError("CONFLICT", CONSTRAINT_MESSAGES[constraint] ?? "That already exists");
    case "23503":
      return new AppError("VALIDATION_FAILED", "It refers to a record that does not exist");
    case "23514":
      return new AppError("VALIDATION_FAILED", `A value breaks the rule ${constraint}`);
  }
  // Class 22 is "data exception": a value the database cannot store or compare (a NUL character,
  // a date past year 9999, a number out of range). The input is at fault, whatever slipped past.
  if (cause.code?.startsWith("22")) return new AppError("VALIDATION_FAILED", "A value has the wrong type, is out of range or contains a NUL character");
  return null;
}
