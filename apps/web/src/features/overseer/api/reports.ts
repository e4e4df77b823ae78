import { useQuery } from "@tanstack/react-query";
import type { FunctionInput, FunctionResult } from "@soundship/sdk";
import { sdk } from "@/lib/sdk/sdk";
import { OVERSEER_KEY } from "./overseer-key";

export type ReportStatusFilter = NonNullable<FunctionInput<"overseerReports">["status"]>;
export type QueuedReportView = FunctionResult<"overseerReports">["reports"][number];

/** The report queue under a status filter (open by default: the longest waiting first). */
export function useReportQueue(status: ReportStatusFilter) {
  return useQuery({
    queryKey: [...OVERSEER_KEY, "reports", status],
    queryFn: ({ signal }) => sdk.functions.invoke("overseerReports", { status }, { signal }),
    select: (answer) => answer.reports,
    staleTime: 0,
  });
}
