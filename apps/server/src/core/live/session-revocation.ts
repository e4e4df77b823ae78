/** What a revocation announces to every instance: one session (by its hash) or all of a pilot's. */
export type SessionRevocation = { session: string } | { user_id: string };
