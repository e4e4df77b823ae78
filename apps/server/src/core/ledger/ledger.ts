import { MESSAGES, type TransactionType } from "@soundship/shared";
import { eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { stardustTransactions, users } from "../../db/schema.ts";
import { AppError } from "../errors.ts";
import { publishToPilot } from "../live/publish.ts";

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
  const [pilot] = await tx
    .select({ email: users.email, stardust: users.stardust })
    .from(users)
    .where(eq(users.id, posting.userId))
    .for("update");
  if (!pilot) throw new AppError("NOT_FOUND", "Pilot not found");

  let amount = posting.amount;
  if (pilot.stardust + amount < 0) {
    if (!posting.floorAtZero) throw new AppError("INSUFFICIENT_STARDUST", MESSAGES.insufficientStardust);
    amount = -pilot.stardust;
  }
  const balance = pilot.stardust + amount;
  await tx.update(users).set({ stardust: balance, updatedAt: sql`now()` }).where(eq(users.id, posting.userId));
  const [transaction] = await tx
    .insert(stardustTransactions)
    .values({
      user_email: pilot.email,
      amount,
      transaction_type: posting.type,
      reference_id: posting.referenceId ?? null,
      description: posting.description,
      balance_after: balance,
      created_by: pilot.email,
    })
    .returning();
  // Announced when the caller commits: open pages show the new balance (DESIGN.md section 6, Live).
  await publishToPilot(tx, posting.userId, "balance", { stardust: balance });
  return { amount, balance, transaction: transaction! };
}

/** Welcome grant every new pilot starts with, so the shop is usable on day one. */
export const WELCOME_GRANT = 100;
