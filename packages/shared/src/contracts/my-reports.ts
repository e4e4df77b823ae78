import { z } from "zod";
import { myReportSchema } from "../overseer/reports.ts";
import { defineContract } from "./define-contract.ts";

/** `myReports {}`: the caller's own reports, newest first, with the Overseer's outcome and note. */
export const myReportsContract = defineContract({
  name: "myReports",
  input: z.object({}),
  result: z.object({ reports: z.array(myReportSchema) }),
});
