import { myReportsContract } from "@soundship/shared";
import { desc, eq } from "drizzle-orm";
import { reports } from "../../db/schema.ts";
import { defineFunction } from "../functions/registry.ts";
import { toMyReport } from "./report-views.ts";

/** The caller's own reports, newest first, with the Overseer's outcome and note. */
export const myReports = defineFunction({
  contract: myReportsContract,
  readOnly: true,
  async handler({ tx, pilot }) {
    const rows = await tx.select().from(reports).where(eq(reports.reporter_id, pilot.id)).orderBy(desc(reports.created_date), desc(reports.id)).limit(200);
    return { reports: rows.map(toMyReport) };
  },
});
