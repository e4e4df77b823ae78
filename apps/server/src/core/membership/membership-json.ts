import type { Membership } from "@soundship/shared";
import type { memberships } from "../../db/schema.ts";

type MembershipRow = typeof memberships.$inferSelect;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A membership as the API shows it: SPEC.md's fields, timestamps as ISO strings, money in dollars. */
export function toMembershipJson(row: MembershipRow): Membership {
  return {
    ...row,
    tier: row.tier as Membership["tier"],
    billing_cycle: row.billing_cycle as Membership["billing_cycle"],
    status: row.status as Membership["status"],
    created_date: row.created_date.toISOString(),
    updated_date: row.updated_date.toISOString(),
    started_at: row.started_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    battle_entries_reset_at: iso(row.battle_entries_reset_at),
    provider_event_at: iso(row.provider_event_at),
  };
}
