import { z } from "zod";

/** Fields every stored record carries, set by the server. */
export const systemFields = {
  id: z.string(),
  created_date: z.string(),
  updated_date: z.string(),
  created_by: z.string().nullable(),
};

export const shortText = z.string().trim().max(200);
export const longText = z.string().max(5000);
/** Whole Stardust amounts and counters: integers that fit a Postgres integer. */
export const int = z.number().int().min(-2_147_483_648).max(2_147_483_647);
export const nonNegativeInt = int.min(0);
export const isoTime = z.iso.datetime({ offset: true });
