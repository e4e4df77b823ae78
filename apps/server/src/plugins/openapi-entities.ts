import { ADMIN_ONLY, type Rule } from "../core/entities/access.ts";
import type { EntityDefinition } from "../core/entities/definitions.ts";
import { inputSchema, LIST_LIMITS, MAX_BULK } from "../core/entities/records.ts";
import { errorResponse, json, type Json, type SchemaComponents } from "./openapi-schemas.ts";

const WHO: Record<Rule, string> = {
  pilot: "any signed-in pilot",
  owner: "the record's owner (and admins)",
  admin: "admins only",
  server: "nobody: only the server's functions",
};

const id = { name: "id", in: "path", required: true, schema: { type: "string", maxLength: 64 } };
const q = {
  name: "q", in: "query", required: false, schema: { type: "string", maxLength: 10_000 },
  description: "A JSON query: `{field: value}`, `$eq $ne $gt $gte $lt $lte $in $nin $exists`, `$and $or`, on readable fields; at most 4 levels, 20 conditions, 100 items in `$in`",
};
const listParameters = [
  q,
  { name: "sort", in: "query", required: false, schema: { type: "string", maxLength: 500 }, description: "`field` or `-field`, comma-separated" },
  { name: "limit", in: "query", required: false, schema: { type: "integer", minimum: 1, maximum: LIST_LIMITS.max, default: LIST_LIMITS.default } },
  { name: "skip", in: "query", required: false, schema: { type: "integer", minimum: 0, maximum: 1_000_000 } },
  { name: "fields", in: "query", required: false, schema: { type: "string", maxLength: 2000 }, description: "Comma-separated fields to answer with" },
];
const refusals = { 400: errorResponse(400), 401: errorResponse(401), 404: errorResponse(404) };

/**
 * The generic record API of each entity: its record as stored (the shared record schema), its
 * create and update bodies (the schemas records.ts parses with), and only the verbs its access
 * policy opens to someone.
 */
export function entityPaths(components: SchemaComponents, entities: EntityDefinition[]): Json {
  return Object.assign({}, ...entities.map((definition) => pathsOf(components, definition)));
}

function pathsOf(components: SchemaComponents, definition: EntityDefinition): Json {
  const { name } = definition;
  const access = definition.access ?? ADMIN_ONLY;
  const record = components.output(name, definition.record);
  const who = (verb: keyof typeof access) => `Allowed to: ${WHO[access[verb]]}.`;
  const writable = (verb: "create" | "update" | "delete") => access[verb] !== "server" && (verb === "delete" || definition.input !== undefined);
  const op = (operationId: string, summary: string, verb: keyof typeof access, rest: Json) => ({ tags: ["Entities"], operationId, summary, description: who(verb), ...rest });
  const create = writable("create") ? components.input(`${name}Create`, inputSchema(definition, "create")) : null;
  const update = writable("update") ? components.input(`${name}Update`, inputSchema(definition, "update")) : null;

  const collection: Json = {
    get: op(`list${name}`, `List ${name} records`, "read", { parameters: listParameters, responses: { 200: json({ type: "array", items: record }, "The records the caller may read"), ...refusals } }),
  };
  if (create) collection.post = op(`create${name}`, `Create a ${name}`, "create", { requestBody: { required: true, ...json(create) }, responses: { 200: json(record, "Created"), ...refusals } });
  if (writable("delete")) {
    collection.delete = op(`deleteMany${name}`, `Delete every ${name} a query matches`, "delete", {
      requestBody: { required: true, ...json({ type: "object" }, "A query, as in q; at least one condition") },
      responses: { 200: json({ type: "object", properties: { deleted: { type: "integer" } }, required: ["deleted"] }, "How many were deleted"), ...refusals },
    });
  }
  const one: Json = { parameters: [id], get: op(`get${name}`, `One ${name}`, "read", { responses: { 200: json(record, "The record"), ...refusals } }) };
  if (update) one.put = op(`update${name}`, `Change fields of a ${name}`, "update", { requestBody: { required: true, ...json(update) }, responses: { 200: json(record, "The record as changed"), ...refusals, 409: errorResponse(409) } });
  if (writable("delete")) one.delete = op(`delete${name}`, `Delete a ${name}`, "delete", { responses: { 200: json({ type: "object", properties: { ok: { const: true } } }, "Deleted"), ...refusals, 409: errorResponse(409) } });

  const paths: Json = {
    [`/entities/${name}`]: collection,
    [`/entities/${name}/count`]: { get: op(`count${name}`, `Count ${name} records`, "read", { parameters: [q], responses: { 200: json({ type: "object", properties: { count: { type: "integer" } }, required: ["count"] }, "How many"), ...refusals } }) },
    [`/entities/${name}/{id}`]: one,
  };
  if (create) {
    paths[`/entities/${name}/bulk`] = { post: op(`bulkCreate${name}`, `Create up to ${MAX_BULK} ${name} records at once`, "create", { requestBody: { required: true, ...json({ type: "array", items: create, maxItems: MAX_BULK }) }, responses: { 200: json({ type: "array", items: record }, "Created"), ...refusals } }) };
    paths[`/entities/${name}/import`] = {
      post: op(`import${name}`, `Create ${name} records from a CSV file`, "create", {
        requestBody: { required: true, content: { "multipart/form-data": { schema: { type: "object", properties: { file: { type: "string", contentMediaType: "text/csv" } }, required: ["file"] } } } },
        responses: { 200: json({ type: "object", properties: { imported: { type: "integer" }, items: { type: "array", items: record } }, required: ["imported", "items"] }, "Imported"), ...refusals, 413: errorResponse(413), 415: errorResponse(415) },
      }),
    };
  }
  return paths;
}
