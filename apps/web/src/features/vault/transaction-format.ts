import { WELCOME_GRANT_REFERENCE, type StardustTransaction } from "@soundship/shared";
import { formatCount } from "@/lib/format/format";

/** The label of a ledger row: the welcome grant by its name, every other row by its type. */
export function transactionLabel(transaction: Pick<StardustTransaction, "transaction_type" | "reference_id">): string {
  if (transaction.transaction_type === "admin_grant" && transaction.reference_id === WELCOME_GRANT_REFERENCE) return "Welcome bonus";
  return transactionTypeLabel(transaction.transaction_type);
}

/** A readable label for a ledger type: `quest_reward` is "Quest Reward". Unknown future types read the same way. */
export function transactionTypeLabel(type: string): string {
  return type
    .split("_")
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(" ");
}

/** A signed amount with a real minus sign: "+50", "−15", "0". */
export function signedAmount(amount: number): string {
  const digits = formatCount(Math.abs(amount));
  if (amount > 0) return `+${digits}`;
  if (amount < 0) return `\u2212${digits}`;
  return digits;
}
