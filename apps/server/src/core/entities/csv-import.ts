import { parse } from "csv-parse/sync";
import { badRequest } from "../errors.ts";
import { fieldsOf } from "./columns.ts";
import type { EntityDefinition } from "./definitions.ts";

export const MAX_IMPORT_ROWS = 500;

/**
 * Reads a CSV whose header names entity fields into records ready for validation: cells are
 * typed by their column (numbers, booleans), and an empty cell leaves the field to its default.
 */
export function readCsvRecords(definition: EntityDefinition, csv: Buffer): Record<string, unknown>[] {
  let rows: Record<string, string>[];
  try {
    rows = parse(csv, { columns: true, bom: true, trim: true, skip_empty_lines: true, to: MAX_IMPORT_ROWS + 1 });
  } catch (error) {
    throw badRequest(`The CSV could not be read: ${(error as Error).message}`);
  }
  if (rows.length > MAX_IMPORT_ROWS) throw badRequest(`A CSV import takes at most ${MAX_IMPORT_ROWS} rows`);
  const fields = fieldsOf(definition.table);
  return rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const [name, cell] of Object.entries(row)) {
      if (cell === "") continue;
      const kind = fields.get(name)?.kind;
      if (kind === "int" || kind === "float") record[name] = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i.test(cell) ? Number(cell) : cell;
      else if (kind === "bool") record[name] = cell === "true" ? true : cell === "false" ? false : cell;
      else record[name] = cell;
    }
    return record;
  });
}
