import type { systemFields } from "@soundship/shared";

/** Fields the server sets on every record, so the client never sends them. */
export type SystemField = keyof typeof systemFields;

/** Fields a create or update may carry. */
export type EntityInput<T> = Partial<Omit<T, SystemField>>;

/** Comparison operators of the query language (DESIGN.md section 5). */
export interface FieldOperators<V> {
  $eq?: V;
  $ne?: V;
  $gt?: V;
  $gte?: V;
  $lt?: V;
  $lte?: V;
  $in?: readonly V[];
  $nin?: readonly V[];
  $exists?: boolean;
}

/** A filter on records of type T: field values or operators, combined with $and / $or. */
export type EntityQuery<T> = { [K in keyof T]?: T[K] | FieldOperators<T[K]> } & {
  $and?: readonly EntityQuery<T>[];
  $or?: readonly EntityQuery<T>[];
};

/** `field` ascending or `-field` descending; several may be joined with commas. */
export type EntitySort<T> = `${"" | "-"}${keyof T & string}` | (string & {});
