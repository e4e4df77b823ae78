import { z } from "zod";
import { queuedReportSchema, REPORT_STATUSES } from "../overseer/reports.ts";
import { defineContract } from "./define-contract.ts";

/** `overseerReports {status?}` (admins only): the report queue, oldest open report first. */
export const overseerReportsContract = defineContract({
  name: "overseerReports",
  input: z.object({ status: z.enum([...REPORT_STATUSES, "all"]).default("open") }),
  result: z.object({ reports: z.array(queuedReportSchema) }),
});
