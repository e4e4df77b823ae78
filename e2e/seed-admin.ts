// Before the browser tests' server starts: registers the test admin in its fresh database and grants
// the admin role (the embedded database admits one process at a time, so this runs first).
import { eq } from "drizzle-orm";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { registerPilot } from "../apps/server/src/core/auth/accounts.ts";
import { users } from "../apps/server/src/db/schema.ts";
import { E2E_ADMIN } from "./test-admin.ts";

const app = await buildApp(loadConfig());
try {
  const { db, auth, clock } = app.services;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, E2E_ADMIN.email));
  if (!existing) await registerPilot(db, auth, { email: E2E_ADMIN.email, password: E2E_ADMIN.password, full_name: E2E_ADMIN.fullName }, clock.now());
  await db.update(users).set({ role: "admin" }).where(eq(users.email, E2E_ADMIN.email));
} finally {
  await app.close();
}
