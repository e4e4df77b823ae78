import { useQuery } from "@tanstack/react-query";
import type { FunctionResult } from "@soundship/sdk";
import { sdk } from "@/lib/sdk/sdk";
import { OVERSEER_KEY } from "./overseer-key";

export type JobStatusFilter = "failed" | "queued" | "running" | "all";
export type OverseerJobView = FunctionResult<"overseerJobs">["jobs"][number];

/** Background jobs under a status filter, refreshed every few seconds while the tab is open. */
export function useOverseerJobs(status: JobStatusFilter) {
  return useQuery({
    queryKey: [...OVERSEER_KEY, "jobs", status],
    queryFn: ({ signal }) => sdk.functions.invoke("overseerJobs", status === "all" ? {} : { status }, { signal }),
    staleTime: 0,
    refetchInterval: 5_000,
  });
}
