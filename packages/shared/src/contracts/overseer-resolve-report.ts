import { z } from "zod";
import { queuedReportSchema, resolveReportInputSchema } from "../overseer/reports.ts";
import { defineContract } from "./define-contract.ts";

/**
 * `overseerResolveReport {id, outcome, action?, note}` (admins only): resolves an open report with
 * the action taken, or dismisses it; the note reaches the reporter.
 */
export const overseerResolveReportContract = defineContract({
  name: "overseerResolveReport",
  input: resolveReportInputSchema,
  result: z.object({ report: queuedReportSchema }),
});
