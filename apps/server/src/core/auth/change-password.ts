import { PLATFORM_MESSAGES, type ChangePasswordInput } from "@soundship/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { accounts } from "../../db/schema.ts";
import type { SessionCache } from "../identity/session-cache.ts";
import { AppError } from "../errors.ts";
import type { AuthLibrary } from "./auth-library.ts";
import { forgetSessions, revokeSessions } from "./sessions.ts";

/** The account row the auth library keeps a pilot's password hash in. */
const CREDENTIAL_PROVIDER = "credential";

const wrongPassword = () =>
  new AppError("VALIDATION_FAILED", PLATFORM_MESSAGES.wrongCurrentPassword, [{ path: ["current_password"], message: PLATFORM_MESSAGES.wrongCurrentPassword }]);

/**
 * Sets a new password for a signed-in pilot who proved the current one, and ends every other session
 * of theirs, keeping `keepToken` (the one asking): whoever else held the account is out, the pilot is
 * not. The library hashes and checks (its own algorithm and parameters); the new hash and the ended
 * sessions are written in one transaction, so no old session outlives the old password. A wrong
 * current password is a 400 on that field, never a 401, which would sign the pilot out.
 */
export async function changePassword(db: Db, auth: AuthLibrary, cache: SessionCache, userId: string, keepToken: string, input: ChangePasswordInput): Promise<void> {
  const { password } = await auth.$context;
  const [account] = await db
    .select({ id: accounts.id, hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, CREDENTIAL_PROVIDER)))
    .limit(1);
  if (!account?.hash) throw new AppError("VALIDATION_FAILED", PLATFORM_MESSAGES.noPasswordYet);
  if (!(await password.verify({ hash: account.hash, password: input.current_password }))) throw wrongPassword();
  const hash = await password.hash(input.new_password);
  const ended = await db.transaction(async (tx) => {
    // Only if the hash checked is still the one stored: two changes at once cannot both pass on the old password.
    const [changed] = await tx
      .update(accounts)
      .set({ password: hash, updatedAt: sql`now()` })
      .where(and(eq(accounts.id, account.id), eq(accounts.password, account.hash!)))
      .returning({ id: accounts.id });
    if (!changed) throw wrongPassword();
    return revokeSessions(tx, cache, { userId, except: keepToken });
  });
  // Again after the commit, for a lookup that raced it and cached a session just ended.
  forgetSessions(cache, ended);
}
