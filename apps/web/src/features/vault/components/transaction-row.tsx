import type { StardustTransaction } from "@soundship/shared";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/ui/cn";
import { formatDateTime, formatCount } from "@/lib/format/format";
import { signedAmount, transactionLabel } from "../transaction-format";

interface TransactionRowProps {
  transaction: StardustTransaction;
  timeZone: string | undefined;
}

/** One ledger row: type, description, date, signed amount (green in, red out) and the balance after it. */
export function TransactionRow({ transaction, timeZone }: TransactionRowProps) {
  const { amount } = transaction;
  return (
    <li className="flex items-start justify-between gap-4 py-3">
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="signal">{transactionLabel(transaction)}</Badge>
          <time dateTime={transaction.created_date} className="text-xs text-ink-muted">
            {formatDateTime(transaction.created_date, timeZone)}
          </time>
        </div>
        <p className="text-sm break-words text-ink">{transaction.description}</p>
      </div>
      <div className="shrink-0 text-right">
        <p className={cn("font-display text-lg font-bold tabular-nums", amount > 0 ? "text-go" : amount < 0 ? "text-alert" : "text-ink-muted")}>
          {signedAmount(amount)}
          <span className="sr-only"> Stardust</span>
        </p>
        <p className="text-xs text-ink-muted tabular-nums">Balance {formatCount(transaction.balance_after)}</p>
      </div>
    </li>
  );
}
