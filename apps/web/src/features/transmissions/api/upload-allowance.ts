import { useQuery } from "@tanstack/react-query";
import type { ContractResult, uploadAllowanceContract } from "@soundship/shared";
import { sdk } from "@/lib/sdk";

export type UploadAllowance = ContractResult<typeof uploadAllowanceContract>;

export const UPLOAD_ALLOWANCE_KEY = ["transmissions", "allowance"] as const;

/** Slots left this period, bonus uploads left today and the size caps; reread after every upload. */
export function useUploadAllowance() {
  return useQuery({
    queryKey: UPLOAD_ALLOWANCE_KEY,
    queryFn: () => sdk.functions.invoke<UploadAllowance>("uploadAllowance", {}),
    // A day or a period may have turned over since the last visit.
    staleTime: 0,
  });
}
