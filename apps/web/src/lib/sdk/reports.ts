import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { REPORT_MESSAGES } from "@soundship/shared";
import type { FunctionInput } from "@soundship/sdk";
import { sdk } from "@/lib/sdk/sdk";
import { refusalMessage } from "@/lib/sdk/errors";
import { toast } from "@/lib/ui/toast";

export const MY_REPORTS_KEY = ["reports", "mine"] as const;

export type ReportInput = FunctionInput<"reportContent">;

/** The pilot's own reports with the Overseer's outcome. */
export function useMyReports() {
  return useQuery({
    queryKey: MY_REPORTS_KEY,
    queryFn: ({ signal }) => sdk.functions.invoke("myReports", {}, { signal }),
    select: (answer) => answer.reports,
  });
}

/** Sends a report; "already open" and other refusals are told as the server words them. */
export function useReportContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReportInput) => sdk.functions.invoke("reportContent", input),
    onSuccess() {
      toast.success(REPORT_MESSAGES.filed);
      void queryClient.invalidateQueries({ queryKey: MY_REPORTS_KEY });
    },
    onError(error) {
      toast.error(refusalMessage(error, "The report could not be sent. Try again."));
    },
  });
}
