/**
 * Names a race test. Races prove something only on PostgreSQL: the embedded database runs one
 * transaction at a time. Every API test file runs on both databases in CI (vitest.config.ts, with
 * the DATABASE_URL that .ci/run sets), and the name says so.
 */
export const race = (name: string) => `${name} (race: runs on PostgreSQL in CI too)`;
