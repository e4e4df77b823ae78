import { useInfiniteQuery } from "@tanstack/react-query";
import type { FunctionInput, FunctionResult } from "@soundship/sdk";
import { sdk } from "@/lib/sdk/sdk";
import { OVERSEER_KEY } from "./overseer-key";

export type AuditLogPage = FunctionResult<"overseerAuditLog">;
export type AuditEntryView = AuditLogPage["entries"][number];
export type AuditLogFilters = Omit<FunctionInput<"overseerAuditLog">, "before" | "limit">;

/** The audit log, newest first, a page at a time, under the given filters. */
export function useAuditLog(filters: AuditLogFilters) {
  return useInfiniteQuery({
    queryKey: [...OVERSEER_KEY, "audit", filters],
    queryFn: ({ pageParam, signal }) =>
      sdk.functions.invoke("overseerAuditLog", { ...filters, ...(pageParam ? { before: pageParam } : {}) }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page: AuditLogPage) => page.next,
    staleTime: 0,
  });
}
