import { createHash } from "node:crypto";

/**
 * Who is calling: the identity a session stands for. Balances and other changing fields are not
 * part of it — code that needs them reads the pilot's row (the ledger locks it).
 */
export interface Pilot {
  id: string;
  email: string;
  role: string;
}

/**
 * A session token's fingerprint: what caches, stream tickets and revocation events name a session
 * by, so the token itself is never stored outside the sessions table or sent between instances.
 */
export const sessionHash = (token: string) => createHash("sha256").update(token).digest("base64url");
