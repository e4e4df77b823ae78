import { describe, expect, it } from "vitest";
import { fieldsOf, type ValueKind } from "./columns.ts";
import { ENTITIES } from "./definitions.ts";
import { recordJsonSchema, type FieldSchema } from "./record-serialisers.ts";

/** The JSON type each kind of column is written as; a JSON column may hold anything. */
const JSON_TYPES: Record<ValueKind, "string" | "integer" | "number" | "boolean" | undefined> = {
  text: "string",
  int: "integer",
  float: "number",
  money: "number",
  bool: "boolean",
  time: "string",
  date: "string",
  json: undefined,
};

/**
 * Replies are written from the shared record schemas, so a schema that drifted from its table would
 * drop a column from every reply, write an integer for a fraction or "" for a null. Each schema
 * must declare exactly its table's columns, each with the column's JSON type and nullability.
 */
describe.each(Object.values(ENTITIES))("the record schema of $name", (definition) => {
  it("declares every column of its table and nothing else, with the column's type and nullability", () => {
    const columns = Object.fromEntries(
      [...fieldsOf(definition.table)].map(([name, { column, kind }]): [string, FieldSchema] => {
        const type = JSON_TYPES[kind];
        return [name, type === undefined ? {} : { type: column.notNull ? type : [type, "null"] }];
      }),
    );
    expect(recordJsonSchema(definition).properties).toStrictEqual(columns);
  });

  it("lists its fields in the table's column order, the order rows have", () => {
    expect(Object.keys(recordJsonSchema(definition).properties)).toEqual([...fieldsOf(definition.table).keys()]);
  });
});
