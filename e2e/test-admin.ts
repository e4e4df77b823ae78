/**
 * The admin the browser tests run the Overseer as. `seed-admin.ts` creates them in the test
 * server's fresh database before the server starts, as `npm run admin -- grant` would.
 */
export const E2E_ADMIN = { email: "overseer-e2e@example.com", password: "overseer-e2e-password", fullName: "Orla Overseer" } as const;
