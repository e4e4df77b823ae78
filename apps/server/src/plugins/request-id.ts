import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";

/** The response header (and the request header a caller or a proxy may set) carrying the request id. */
export const REQUEST_ID_HEADER = "x-request-id";

/**
 * An incoming id is kept when it is 1 to 128 of letters, digits and `.`, `_`, `:`, `-`: enough for
 * UUIDs, ULIDs and tracing ids of proxies, and nothing that could forge a log line or a header.
 */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's genReqId: the caller's well-formed X-Request-Id, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === "string" && WELL_FORMED.test(given) ? given : randomUUID();
}

/**
 * Every answer carries its request's id, which Fastify's logger writes as `reqId` in each line of
 * that request, so an operator can go from a client's report to its log lines. Set when the request
 * arrives, so answers written before a route's own (event streams, errors) carry it too.
 */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook("onRequest", (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
