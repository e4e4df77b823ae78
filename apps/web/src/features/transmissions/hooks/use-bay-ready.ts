import { useSettled } from "@/lib/hooks/use-settled";
import { useTransmissions } from "../api/transmissions";
import { useUploadAllowance } from "../api/upload-allowance";

/** What the bay and its library say while the pilot's transmissions are on their way. */
export const BAY_LOADING_TEXT = "Scanning transmissions...";

/**
 * Whether the bay can show whole: the pilot's upload allowance (lines above the form) and their
 * library (below it) have arrived, or failed. Both are asked for at once; shown before the
 * allowance, the form and the library would jump down when its lines arrive.
 */
export function useBayReady(): boolean {
  return useSettled(useUploadAllowance(), useTransmissions());
}
