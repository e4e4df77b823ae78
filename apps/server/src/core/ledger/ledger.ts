import { MESSAGES, type TransactionType } from "@soundship/shared";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { stardustTransactions, users } from "../../db/schema.ts";
import { queryRows, renderStatement, tableRow } from "../../db/statements.ts";
import { AppError } from "../errors.ts";
import { publishToPilot } from "../live/publish.ts";
import { domainMetrics } from "../metrics/domain-metrics.ts";

export interface Posting {
  userId: string;
  /** Signed whole Stardust: positive credits, negative debits. */
  amount: number;
  type: TransactionType;
  description: string;
  referenceId?: string | null;
  /** Debit only what the balance holds (card effects floor at 0) instead of refusing. */
  floorAtZero?: boolean;
}

export interface PostingResult {
  /** The change actually applied (smaller than asked when floored). */
  amount: number;
  balance: number;
  transaction: typeof stardustTransactions.$inferSelect;
}

/**
 * Moves Stardust: the one way any balance changes. Locks the pilot's row so concurrent postings
 * queue up, refuses a debit the balance cannot cover, and writes the new balance and its ledger
 * row in the caller's transaction — so a balance always equals the sum of its ledger.
 */
export async function postStardust(tx: Tx, posting: Posting): Promise<PostingResult> {
  if (!Number.isSafeInteger(posting.amount)) throw new Error(`Stardust amounts are whole numbers, got ${posting.amount}`);
  const [pilot] = (await queryRows(tx, LOCK_PILOT, { userId: posting.userId })) as { email: string; stardust: number }[];
  if (!pilot) throw new AppError("NOT_FOUND", "Pilot not found");

  let amount = posting.amount;
  if (pilot.stardust + amount < 0) {
    if (!posting.floorAtZero) throw new AppError("INSUFFICIENT_STARDUST", MESSAGES.insufficientStardust);
    amount = -pilot.stardust;
  }
  const balance = pilot.stardust + amount;
  await queryRows(tx, SET_BALANCE, { userId: posting.userId, balance });
  const [transaction] = await queryRows(tx, INSERT_TRANSACTION, {
    email: pilot.email,
    amount,
    type: posting.type,
    referenceId: posting.referenceId ?? null,
    description: posting.description,
    balance,
  });
  // Announced when the caller commits: open pages show the new balance (DESIGN.md section 6, Live).
  await publishToPilot(tx, posting.userId, "balance", { stardust: balance });
  domainMetrics.stardustPosted(amount, posting.type);
  return { amount, balance, transaction: transactionRow(transaction!) };
}

// Every posting's statements, rendered once (db/statements.ts): postings are the hottest writes.
const value = (name: string) => sql.placeholder(name);
const LOCK_PILOT = renderStatement(sql`select ${users.email}, ${users.stardust} from ${users} where ${users.id} = ${value("userId")} for update`);
const SET_BALANCE = renderStatement(sql`update ${users} set stardust = ${value("balance")}, updated_date = now() where ${users.id} = ${value("userId")}`);
const INSERT_TRANSACTION = renderStatement(sql`
  insert into ${stardustTransactions} (user_email, amount, transaction_type, reference_id, description, balance_after, created_by)
  values (${value("email")}, ${value("amount")}, ${value("type")}, ${value("referenceId")}, ${value("description")}, ${value("balance")}, ${value("email")})
  returning *`);
const transactionRow = tableRow(stardustTransactions);

/** Welcome grant every new pilot starts with, so the shop is usable on day one. */
export const WELCOME_GRANT = 100;
