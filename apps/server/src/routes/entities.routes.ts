import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ENTITIES, findEntity, type EntityDefinition } from "../core/entities/definitions.ts";
import { withSignedOriginal } from "../core/media/original-access.ts";
import {
  countRecords, createRecord, createRecords, deleteMatching, deleteRecord, getRecord, LIST_LIMITS, listRecords, updateRecord,
} from "../core/entities/records.ts";
import { readCsvRecords } from "../core/entities/csv-import.ts";
import { recordSerialisers } from "../core/entities/record-serialisers.ts";
import { AppError, badRequest, notFound } from "../core/errors.ts";
import { pilotRequired, requirePilot } from "../plugins/pilot.ts";
import type { Services } from "../services.ts";

const params = z.object({ entity: z.string().max(64) });
const idParams = params.extend({ id: z.string().min(1).max(64) });

/** `q` is JSON in a query string; a malformed one is the caller's mistake, not ours. */
const jsonQuery = z
  .string()
  .max(10_000)
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: "q is not valid JSON" });
      return z.NEVER;
    }
  });

const listQuery = z.object({
  q: jsonQuery.optional(),
  sort: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(LIST_LIMITS.max).optional(),
  skip: z.coerce.number().int().min(0).max(1_000_000).optional(),
  fields: z.string().max(2000).optional(),
});

/**
 * The CSV of an import. A form the multipart reader cannot finish (no boundary, cut short) is the
 * caller's mistake: a 400, never a 500. Limits it enforces keep their own answers (413).
 */
async function uploadedCsv(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the CSV as multipart/form-data in a field named file");
  try {
    const file = await request.file();
    if (!file || file.fieldname !== "file") throw badRequest("Attach the CSV in a field named file");
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError || (error as { statusCode?: number }).statusCode === 413) throw error;
    throw new AppError("VALIDATION_FAILED", "The multipart form could not be read: it has no boundary or ends early", undefined, { cause: error });
  }
}

/**
 * Answers JSON an entity's compiled serialiser wrote (docs/decisions/020). Serialised here rather
 * than by the reply, so a failure is an ordinary error, answered in the usual shape.
 */
function json(reply: FastifyReply, text: string): FastifyReply {
  return reply.type("application/json; charset=utf-8").send(text);
}

function entity(name: string): EntityDefinition {
  const definition = findEntity(name);
  if (!definition) throw notFound(`Unknown entity ${name}`);
  return definition;
}

/** The generic entity API (DESIGN.md section 5); every path goes through one parser and one policy. */
export function entityRoutes(app: FastifyInstance, services: Services): void {
  void app.register(async (scope) => {
    // Sign-in comes first: an anonymous caller learns nothing, not even which entities exist.
    scope.addHook("preHandler", pilotRequired);
    routes(scope, services);
    await scope.register(async (inner) => importRoute(inner, services));
  });
}

/** The CSV import, the one route that reads a multipart form, with the reader to itself. */
async function importRoute(app: FastifyInstance, { db }: Services): Promise<void> {
  app.removeContentTypeParser("multipart/form-data");
  await app.register(multipart, { limits: { fileSize: 1024 * 1024, files: 1 } });
  app.withTypeProvider<ZodTypeProvider>().post("/entities/:entity/import", { schema: { params } }, async (request, reply) => {
    const definition = entity(request.params.entity);
    const pilot = requirePilot(request);
    const rows = readCsvRecords(definition, await uploadedCsv(request));
    const created = await createRecords(db, definition, pilot, rows);
    return json(reply, recordSerialisers(definition).imported({ imported: created.length, items: created }));
  });
}

function routes(app: FastifyInstance, { db, clock, config }: Services): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  /**
   * A record as the clock has it now, for entities whose fields follow their dates. A track is read
   * only by its owner and the Overseer, who may both download its original: once processed, that
   * needs a signed link (decisions/023). An audio track's link is signed while it processes too, so
   * a player already on it keeps playing when processing ends.
   */
  const atRead = (definition: EntityDefinition, row: Record<string, unknown>) => {
    const current = definition.atRead ? definition.atRead(row, clock.now()) : row;
    return definition === ENTITIES.Beat ? withSignedOriginal(config, current, clock.now()) : current;
  };

  api.get("/entities/:entity", { schema: { params, querystring: listQuery } }, async (request, reply) => {
    const definition = entity(request.params.entity);
    const rows = await listRecords(db, definition, requirePilot(request), request.query);
    return json(reply, recordSerialisers(definition).many(definition.atRead || definition === ENTITIES.Beat ? rows.map((row) => atRead(definition, row)) : rows));
  });

  api.get("/entities/:entity/count", { schema: { params, querystring: listQuery.pick({ q: true }) } }, async (request) => ({
    count: await countRecords(db, entity(request.params.entity), requirePilot(request), request.query.q),
  }));

  api.get("/entities/:entity/:id", { schema: { params: idParams } }, async (request, reply) => {
    const definition = entity(request.params.entity);
    return json(reply, recordSerialisers(definition).one(atRead(definition, await getRecord(db, definition, requirePilot(request), request.params.id))));
  });

  api.post("/entities/:entity", { schema: { params } }, async (request, reply) => {
    const definition = entity(request.params.entity);
    return json(reply, recordSerialisers(definition).one(atRead(definition, await createRecord(db, definition, requirePilot(request), request.body))));
  });

  api.post("/entities/:entity/bulk", { schema: { params } }, async (request, reply) => {
    if (!Array.isArray(request.body)) throw badRequest("bulk takes an array of records");
    const definition = entity(request.params.entity);
    return json(reply, recordSerialisers(definition).many(await createRecords(db, definition, requirePilot(request), request.body)));
  });


  api.put("/entities/:entity/:id", { schema: { params: idParams } }, async (request, reply) => {
    const definition = entity(request.params.entity);
    return json(reply, recordSerialisers(definition).one(atRead(definition, await updateRecord(db, definition, requirePilot(request), request.params.id, request.body ?? {}))));
  });

  api.delete("/entities/:entity/:id", { schema: { params: idParams } }, async (request) => {
    await deleteRecord(db, entity(request.params.entity), requirePilot(request), request.params.id);
    return { ok: true };
  });

  api.delete("/entities/:entity", { schema: { params } }, async (request) => ({
    deleted: await deleteMatching(db, entity(request.params.entity), requirePilot(request), request.body ?? {}),
  }));
}
