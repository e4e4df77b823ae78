import { z } from "zod";

/** A JSON Schema or an OpenAPI object, as plain JSON. */
export type Json = Record<string, unknown>;

/** A reference to a schema of the document's components. */
export const ref = (id: string): Json => ({ $ref: `#/components/schemas/${id}` });

/**
 * Zod schemas by component name, converted together so a schema used twice becomes one component
 * and a reference. Inputs are described as the server reads them (before defaults and transforms),
 * records and results as it writes them.
 */
export class SchemaComponents {
  private readonly inputs = z.registry<{ id: string }>();
  private readonly outputs = z.registry<{ id: string }>();
  private readonly ids = new Set<string>();

  /** Names `schema` as an input (request body) component; a schema already named keeps its first name. */
  input(id: string, schema: z.ZodType): Json {
    return this.add(this.inputs, id, schema);
  }

  /** Names `schema` as an output (answer body) component. */
  output(id: string, schema: z.ZodType): Json {
    return this.add(this.outputs, id, schema);
  }

  private add(registry: z.core.$ZodRegistry<{ id: string }>, id: string, schema: z.ZodType): Json {
    const known = registry.get(schema)?.id;
    if (known) return ref(known);
    // Two different schemas under one name would silently describe one of them wrongly.
    if (this.ids.has(id)) throw new Error(`two schemas named ${id}`);
    this.ids.add(id);
    registry.add(schema, { id });
    return ref(id);
  }

  /** Every named schema as JSON Schema 2020-12, the dialect of OpenAPI 3.1. */
  toJson(): Record<string, Json> {
    const convert = (registry: z.core.$ZodRegistry<{ id: string }>, io: "input" | "output") => {
      // Refinements (a NUL check, a known timezone) cannot be written as JSON Schema: they are left out, not refused.
      const { schemas } = z.toJSONSchema(registry, { io, unrepresentable: "any", uri: (id) => `#/components/schemas/${id}` });
      return Object.fromEntries(Object.entries(schemas).map(([id, schema]) => {
        const { $schema: _dialect, $id: _id, ...rest } = schema as Json;
        return [id, rest];
      }));
    };
    return { ...convert(this.inputs, "input"), ...convert(this.outputs, "output") };
  }
}

/** A reference to the shared error response of `status`. */
export const errorResponse = (status: number): Json => ({ $ref: `#/components/responses/Error${status}` });

/** A JSON body. */
export const json = (schema: Json, description?: string): Json => ({ ...(description ? { description } : {}), content: { "application/json": { schema } } });
