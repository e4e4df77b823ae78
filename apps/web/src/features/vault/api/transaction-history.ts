import { useQuery } from "@tanstack/react-query";
import { sdk } from "@/lib/sdk/sdk";

/** SPEC.md section 9: the vault shows the last 50 transactions. */
export const TRANSACTION_HISTORY_LIMIT = 50;

/** The pilot's latest transactions, newest first. */
export function useTransactionHistory(email: string | undefined) {
  return useQuery({
    queryKey: ["vault", "transactions", email],
    queryFn: ({ signal }) =>
      sdk.entities.StardustTransaction.filter({ user_email: email }, "-created_date", TRANSACTION_HISTORY_LIMIT, undefined, undefined, { signal }),
    enabled: Boolean(email),
    // Claims, draws and purchases on other pages add rows, so every visit rereads the ledger.
    staleTime: 0,
  });
}
