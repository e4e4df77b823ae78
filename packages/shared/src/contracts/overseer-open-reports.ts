import { z } from "zod";
import { defineContract } from "./define-contract.ts";

/** `overseerOpenReports {}` (admins only): how many reports wait for an answer, for the Overview. */
export const overseerOpenReportsContract = defineContract({
  name: "overseerOpenReports",
  input: z.object({}),
  result: z.object({ open_reports: z.number().int().min(0) }),
});
