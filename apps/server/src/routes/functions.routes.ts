import { PLATFORM_MESSAGES } from "@soundship/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { badRequest } from "../core/errors.ts";
import type { FunctionRegistry } from "../core/functions/registry.ts";
import { mayCall, runFunction, unknownFunction } from "../core/functions/run-function.ts";
import { requirePilot } from "../plugins/pilot.ts";
import type { Services } from "../services.ts";

const idempotencyKey = z.string().min(1).max(200).optional();

/** Backend functions: named handlers with an object payload (SPEC.md section 7). */
export function functionRoutes(app: FastifyInstance, services: Services): void {
  app.post<{ Params: { name: string } }>("/functions/:name", (request, reply) => invoke(services, services.functions, request, reply));
}

/**
 * The payload is a JSON object. No body at all is `{}` (SPEC.md: drawDailyCard has no payload);
 * `null`, an array, a string or a multipart form (whatever its boundary) is a 400, never `{}`.
 */
function payloadOf(request: FastifyRequest): object {
  // The form is left unread (app.ts): its body is none, which must not pass for no body at all.
  if (request.headers["content-type"]?.toLowerCase().startsWith("multipart/form-data")) throw badRequest(PLATFORM_MESSAGES.objectPayload);
  const body: unknown = request.body === undefined ? {} : request.body;
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw badRequest(PLATFORM_MESSAGES.objectPayload);
  return body;
}

async function invoke(services: Services, registry: FunctionRegistry, request: FastifyRequest<{ Params: { name: string } }>, reply: FastifyReply) {
  const definition = registry.get(request.params.name);
  // An unknown name and an admin-only function called by anyone else answer the same 404, before
  // sign-in is checked, so nobody can tell the Overseer's functions exist.
  if (!definition || !mayCall(definition, request.pilot)) throw unknownFunction(request.params.name);
  const pilot = requirePilot(request, definition.loginMessage);
  const body = payloadOf(request);
  const key = idempotencyKey.safeParse(request.headers["idempotency-key"]);
  if (!key.success) throw badRequest("Idempotency-Key must be 1 to 200 characters");
  const answer = await runFunction(services.db, definition, { pilot, clock: services.clock, random: services.random, config: services.config, sessions: services.sessions, sharedReads: services.sharedReads }, body, key.data);
  return reply.status(answer.status).send(answer.body);
}
