import type { Pilot } from "../identity/pilot.ts";

/**
 * Who may do a thing to an entity's records:
 * - `pilot`: any signed-in pilot;
 * - `owner`: the pilot named in the entity's owner field (and admins);
 * - `admin`: admins only;
 * - `server`: nobody through the entity API — only the server's own functions write these.
 * Admins pass every rule but `server`. The app is login-only: anonymous callers pass none.
 */
export type Rule = "pilot" | "owner" | "admin" | "server";

export interface AccessPolicy {
  read: Rule;
  create: Rule;
  update: Rule;
  delete: Rule;
}

export type Verb = keyof AccessPolicy;

/** An entity nobody declared anything for is admin-only. */
export const ADMIN_ONLY: AccessPolicy = { read: "admin", create: "admin", update: "admin", delete: "admin" };

export type Decision = "all" | "own" | "none";

/** What part of an entity `pilot` may touch under `rule`: all records, their own, or none. */
export function decide(rule: Rule, pilot: Pilot): Decision {
  if (rule === "server") return "none";
  if (pilot.role === "admin") return "all";
  if (rule === "pilot") return "all";
  if (rule === "owner") return "own";
  return "none";
}
