import { myReportSchema, reportInputSchema } from "../overseer/reports.ts";
import { z } from "zod";
import { defineContract } from "./define-contract.ts";

/**
 * `reportContent {target_type, target_id, reason, details?}`: any signed-in pilot reports a
 * submission or a pilot; one open report per reporter and target.
 */
export const reportContentContract = defineContract({
  name: "reportContent",
  input: reportInputSchema,
  result: z.object({ report: myReportSchema }),
});
