import { useQuery } from "@tanstack/react-query";
import type { FunctionResult } from "@soundship/sdk";
import { sdk } from "@/lib/sdk/sdk";

export type UploadAllowance = FunctionResult<"uploadAllowance">;

export const UPLOAD_ALLOWANCE_KEY = ["transmissions", "allowance"] as const;

/** Slots left this period, bonus uploads left today and the size caps; reread after every upload. */
export function useUploadAllowance() {
  return useQuery({
    queryKey: UPLOAD_ALLOWANCE_KEY,
    queryFn: () => sdk.functions.invoke("uploadAllowance", {}),
    // A day or a period may have turned over since the last visit.
    staleTime: 0,
  });
}
