import { count, eq } from "drizzle-orm";
import { expect } from "vitest";
import { auditLog } from "../../src/db/schema.ts";
import { economy } from "./economy.ts";
import type { Reply, TestPilot, TestServer } from "./server.ts";

/** The four callers every Overseer function is tried as; only the admin may reach it. */
export interface OverseerCallers {
  pilot: TestPilot;
  admiral: TestPilot;
  admin: TestPilot;
}

export async function overseerCallers(server: TestServer): Promise<OverseerCallers> {
  const pilot = await server.pilot("Plain Pilot");
  const admiral = await server.pilot("Admiral Pilot");
  const subscribed = await economy(server).invoke(admiral, "subscribe", { tier: "admiral", billing_cycle: "monthly" });
  expect(subscribed.status).toBe(200);
  const admin = await server.admin();
  return { pilot, admiral, admin };
}

/** Calls a function as `caller` (null: anonymous). */
export function callAs(server: TestServer, caller: TestPilot | null, name: string, body: unknown = {}): Promise<Reply> {
  return server.api(`/functions/${name}`, { method: "POST", token: caller?.token ?? null, body });
}

/**
 * Asserts that `name` answered `reply` as if it did not exist: the very status and body an unknown
 * function's name gets from the same caller.
 */
export async function expectHidden(server: TestServer, caller: TestPilot | null, name: string, reply: Reply): Promise<void> {
  const unknown = await callAs(server, caller, "noSuchFunctionAtAll", {});
  expect(reply.status).toBe(404);
  expect(reply.body).toEqual({ ...unknown.body, message: `Unknown function ${name}` });
  expect(unknown.body.message).toBe("Unknown function noSuchFunctionAtAll");
}

/** How many audit rows there are (for one action, when given). */
export async function auditCount(server: TestServer, action?: string): Promise<number> {
  const [row] = await server.database.db
    .select({ n: count() })
    .from(auditLog)
    .where(action ? eq(auditLog.action, action) : undefined);
  return row!.n;
}
