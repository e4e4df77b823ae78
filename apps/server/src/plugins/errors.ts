import { randomUUID } from "node:crypto";
import { STATUS_CODES, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { MESSAGES, PLATFORM_MESSAGES, type ErrorBody, type ErrorCode } from "@soundship/shared";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "../core/errors.ts";
import { busy, isRetryableConflict } from "../core/transactions/retry-transaction.ts";
import { REQUEST_ID_HEADER } from "./request-id.ts";

/**
 * Messages for the database's own refusals, by constraint, where a person can act on them. A
 * constraint's name is ours, not the client's: one not listed gets a general message.
 */
const CONSTRAINT_MESSAGES: Record<string, string> = {
  users_username_unique: "That username is taken",
  users_email_unique: PLATFORM_MESSAGES.emailTaken,
  battles_times_in_order: "Times must be in order: start, end, then the end of voting",
  battles_amounts_non_negative: "The entry fee and prize pool cannot be negative",
  tournaments_fee_non_negative: "The entry fee cannot be negative",
  tournaments_players_in_range: "The number of players cannot be negative",
  tournaments_dates_in_order: "A tournament must start before it ends",
  quests_rewards_non_negative: "Rewards cannot be negative",
  quests_goal_positive: "The objective count must be at least 1",
  users_stardust_non_negative: MESSAGES.insufficientStardust,
  stardust_transactions_balance_non_negative: MESSAGES.insufficientStardust,
};

/** What a client error the framework raises becomes, by HTTP status; any other 4xx is a 400. */
const BY_STATUS: Record<number, [ErrorCode, string]> = {
  400: ["BAD_REQUEST", PLATFORM_MESSAGES.badRequest],
  404: ["NOT_FOUND", PLATFORM_MESSAGES.notFound],
  408: ["REQUEST_TIMEOUT", PLATFORM_MESSAGES.requestTimeout],
  413: ["PAYLOAD_TOO_LARGE", PLATFORM_MESSAGES.payloadTooLarge],
  417: ["EXPECTATION_FAILED", PLATFORM_MESSAGES.expectationFailed],
  415: ["UNSUPPORTED_MEDIA_TYPE", PLATFORM_MESSAGES.unsupportedMediaType],
  429: ["RATE_LIMITED", PLATFORM_MESSAGES.tooManyAttempts],
  431: ["HEADERS_TOO_LARGE", PLATFORM_MESSAGES.headersTooLarge],
};

const byStatus = (status: number) => new AppError(...(BY_STATUS[status] ?? BY_STATUS[400]!));

/** Every error leaves as `{message, code, detail?}` with its status; a 500 says nothing internal. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = toAppError(error);
    if (known) {
      // What lay underneath (a constraint, the auth library's own text) stays in the log.
      if (known.cause !== undefined) request.log.warn({ err: known.cause, code: known.code }, "request refused");
      return send(reply, known);
    }
    request.log.error({ err: error }, "unhandled error");
    const body: ErrorBody = { message: PLATFORM_MESSAGES.internal, code: "INTERNAL", request_id: String(request.id) };
    return reply.status(500).send(body);
  });
}

/** Errors Fastify answers before routing (a malformed URL): the same shape as every other. */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ err: error }, "request could not be routed");
  reply.header(REQUEST_ID_HEADER, request.id);
  return send(reply, toAppError(error) ?? byStatus(400));
}

/**
 * HTTP/1.1 requires a Host header. Node's own check answers a bare 400 before Fastify sees the
 * request, so it is turned off (app.ts) and made here, first thing, in our shape. Node also answers
 * an `Expect` it does not know with a bare 417 unless someone listens: we listen, in our shape.
 */
export function registerHostRequired(app: FastifyInstance): void {
  app.addHook("onRequest", (request, _reply, done) => {
    const { httpVersionMajor, httpVersionMinor } = request.raw;
    const needsHost = httpVersionMajor > 1 || (httpVersionMajor === 1 && httpVersionMinor >= 1);
    if (needsHost && !request.headers.host) return done(new AppError("BAD_REQUEST", PLATFORM_MESSAGES.hostRequired));
    done();
  });
  app.server.on("checkExpectation", (_request, response: ServerResponse) => {
    const known = byStatus(417);
    const body = JSON.stringify({ message: known.message, code: known.code } satisfies ErrorBody);
    response.writeHead(417, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(body), [REQUEST_ID_HEADER]: randomUUID(), connection: "close" });
    response.end(body);
  });
}

/**
 * Requests Node cannot parse at all (a garbled request line, headers over the size limit) never
 * reach Fastify; they are answered on the socket, in our shape.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
  const known = byStatus(status);
  const body = JSON.stringify({ message: known.message, code: known.code } satisfies ErrorBody);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nX-Request-Id: ${randomUUID()}\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
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
  }
  if (error instanceof SyntaxError && error.statusCode === 400) return new AppError("INVALID_JSON", PLATFORM_MESSAGES.invalidJson);
  const status = error.statusCode ?? 0;
  if (status >= 400 && status < 500) return new AppError(byStatus(status).code, byStatus(status).message, undefined, { cause: error });
  return databaseError(error);
}

/** Postgres refusals that reach the edge are the caller's fault, never a 500. */
function databaseError(error: FastifyError): AppError | null {
  const cause = (error.cause ?? error) as { code?: string; constraint?: string };
  const message = CONSTRAINT_MESSAGES[cause.constraint ?? ""];
  switch (cause.code) {
    case "23505":
      return new AppError("CONFLICT", message ?? "That already exists", undefined, { cause });
    case "23503":
      return new AppError("VALIDATION_FAILED", PLATFORM_MESSAGES.missingReference, undefined, { cause });
    case "23514":
      return new AppError("VALIDATION_FAILED", message ?? PLATFORM_MESSAGES.invalidValue, undefined, { cause });
  }
  // Lost races are retried where they happen (core/transactions); one that still escapes is no 500.
  if (isRetryableConflict(cause)) return busy();
  // Class 22 is "data exception": a value the database cannot store or compare (a NUL character,
  // a date past year 9999, a number out of range). The input is at fault, whatever slipped past.
  if (cause.code?.startsWith("22")) return new AppError("VALIDATION_FAILED", "A value has the wrong type, is out of range or contains a NUL character", undefined, { cause });
  return null;
}
