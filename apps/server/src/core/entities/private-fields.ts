import type { Pilot } from "../identity/pilot.ts";
import { ADMIN_ONLY, decide } from "./access.ts";
import type { EntityDefinition } from "./definitions.ts";

type Row = Record<string, unknown>;

const NONE: ReadonlySet<string> = new Set();

/**
 * The private fields `pilot` may not read on other pilots' records (docs/decisions/002: e-mail is
 * private). Admins read everything; a pilot whose reads are scoped to their own records owns every
 * record they can see, so nothing is hidden from them either.
 */
export function hiddenFields(def: EntityDefinition, pilot: Pilot): ReadonlySet<string> {
  if (!def.privacy || pilot.role === "admin") return NONE;
  if (decide((def.access ?? ADMIN_ONLY).read, pilot) === "own") return NONE;
  return def.privacy.fields;
}

/** The field naming a record's owner for privacy: declared, else the owner field, else its creator. */
export function privacyOwner(def: EntityDefinition): string {
  return def.privacy?.owner ?? def.ownerField ?? "created_by";
}

/**
 * A record as `pilot` may read it: without the hidden fields unless it is their own. Typed as the row
 * itself: the shared record schemas mark the private fields optional (`privateCreator`), so a reply
 * without them still matches its contract.
 */
export function readable<R extends Row>(def: EntityDefinition, pilot: Pilot, row: R, hidden = hiddenFields(def, pilot)): R {
  if (hidden.size === 0 || row[privacyOwner(def)] === pilot.email) return row;
  return Object.fromEntries(Object.entries(row).filter(([name]) => !hidden.has(name))) as R;
}
