import { z } from "zod";

/** Fields every stored record carries, set by the server. */
/** Who made a record is private (docs/decisions/007): only its owner and admins get `created_by`. */
export const privateCreator = { created_by: z.string().nullable().optional() };

export const systemFields = {
  id: z.string(),
  created_date: z.string(),
  updated_date: z.string(),
  created_by: z.string().nullable(),
};

/** Postgres cannot store NUL characters in text, so they are refused at the edge. */
const noNul = [(value: string) => !value.includes("\u0000"), "must not contain NUL characters"] as const;
export const shortText = z.string().trim().max(200).refine(...noNul);
export const longText = z.string().max(5000).refine(...noNul);
/** Whole Stardust amounts and counters: integers that fit a Postgres integer. */
export const int = z.number().int().min(-2_147_483_648).max(2_147_483_647);
export const nonNegativeInt = int.min(0);
export const isoTime = z.iso.datetime({ offset: true }).refine((value) => {
  const year = new Date(value).getUTCFullYear();
  return year >= 1 && year <= 9999;
}, "must be a date-time between the years 1 and 9999");
/** Money in dollars, stored exactly as cents: at most 2 decimals, up to a billion. */
export const dollars = z
  .number()
  .min(0)
  .max(1e9)
  .refine((value) => Math.round(value * 100) / 100 === value, "must be dollars and cents (at most 2 decimals)");
