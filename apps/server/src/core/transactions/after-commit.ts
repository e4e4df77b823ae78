import type { Db, Tx } from "../../db/client.ts";

/** Work to start once a transaction has committed, given the database it committed on. */
export type CommitHook = (db: Db) => void;

const hooksOf = new WeakMap<Tx, CommitHook[]>();

/**
 * Runs `work` in a transaction whose commit hooks (`onCommit`) run after it commits, and never when
 * it rolls back. Each attempt of a retried transaction is a transaction of its own, with its own hooks.
 */
export async function transactionWithHooks<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  let hooks: CommitHook[] = [];
  const result = await db.transaction(async (tx) => {
    hooks = [];
    hooksOf.set(tx, hooks);
    return work(tx);
  });
  for (const hook of hooks) hook(db);
  return result;
}

/** Runs `hook` once the transaction `tx` commits; `tx` must come from `transactionWithHooks`. */
export function onCommit(tx: Tx, hook: CommitHook): void {
  const hooks = hooksOf.get(tx);
  if (!hooks) throw new Error("onCommit needs a transaction opened by transactionWithHooks");
  hooks.push(hook);
}
