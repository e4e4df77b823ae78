import { useEffect } from "react";
import { Gem, ScrollText } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadingState } from "@/components/ui/loading-state";
import { PageHeader } from "@/components/ui/page-header";
import { useCurrentUser } from "@/lib/hooks/current-user";
import { PAGE_TITLES } from "@/lib/routing/pages";
import { useTransactionHistory } from "./api/transaction-history";
import { TransactionRow } from "./components/transaction-row";
import { SupernovaBalance } from "./components/supernova-balance";
import { VaultBalance } from "./components/vault-balance";

/** /StardustVault: the balance, the Supernovas held, and the last 50 ledger rows (SPEC.md section 2). */
export function StardustVaultPage() {
  const { data: user } = useCurrentUser();
  const history = useTransactionHistory(user?.email);

  // SPEC.md section 8: a failed history load is only logged; the pilot sees the empty list.
  useEffect(() => {
    if (history.error) console.error("Stardust Vault: transaction history failed to load", history.error);
  }, [history.error]);

  const rows = history.data ?? [];
  return (
    <>
      <PageHeader title={PAGE_TITLES.StardustVault} icon={Gem} />
      <VaultBalance stardust={user?.stardust} />
      <SupernovaBalance supernovas={user?.supernovas} />
      <Card aria-labelledby="transaction-history-title">
        <CardHeader>
          <CardTitle id="transaction-history-title">Transaction History</CardTitle>
        </CardHeader>
        <CardContent>
          {history.isLoading ? (
            <LoadingState className="py-10" />
          ) : rows.length === 0 ? (
            <EmptyState icon={ScrollText} title="No transactions yet" />
          ) : (
            <ol aria-labelledby="transaction-history-title" className="divide-y divide-line">
              {rows.map((row) => (
                <TransactionRow key={row.id} transaction={row} timeZone={user?.timezone} />
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
    </>
  );
}
