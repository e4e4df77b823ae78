import type { AuditTargetType, OverseerAction } from "@soundship/shared";
import type { Tx } from "../../db/client.ts";
import { AppError } from "../errors.ts";
import type { Pilot } from "../identity/pilot.ts";
import { recordAudit } from "./audit.ts";

/** How one kind of content (quest, card, tournament) is created and edited. */
export interface ContentSave<Row extends { id: string }, Saved> {
  kind: AuditTargetType & ("quest" | "card" | "tournament");
  /** The refusal when the id names nothing. */
  notFound: string;
  insert(): Promise<Row>;
  /** The row to edit, locked for the rest of the transaction, or undefined. */
  lock(id: string): Promise<Row | undefined>;
  /** Refuses an edit the row's state forbids (a tournament that has started). */
  check?(before: Row): void;
  update(id: string): Promise<Row>;
  /** The row's fields before the edit, as the audit row keeps them. */
  previous(before: Row): unknown;
  /** The audit action of an edit, when it is not `<kind>.update` (a quest switched off). */
  editAction?(before: Row): OverseerAction;
  view(row: Row): Saved;
}

/**
 * Creates (no id) or edits (an id) one row of content and writes its one audit row, in the caller's
 * transaction: an edit locks the row first, so two admins' saves apply one after the other.
 */
export async function saveContent<Row extends { id: string }, Saved>(
  tx: Tx,
  admin: Pilot,
  at: Date,
  { id, fields }: { id: string | undefined; fields: unknown },
  save: ContentSave<Row, Saved>,
): Promise<Saved> {
  if (!id) {
    const row = await save.insert();
    await recordAudit(tx, { admin, action: `${save.kind}.create`, targetType: save.kind, targetId: row.id, before: null, after: fields, at });
    return save.view(row);
  }
  const before = await save.lock(id);
  if (!before) throw new AppError("NOT_FOUND", save.notFound);
  save.check?.(before);
  const row = await save.update(id);
  const action = save.editAction?.(before) ?? `${save.kind}.update`;
  await recordAudit(tx, { admin, action, targetType: save.kind, targetId: id, before: save.previous(before), after: fields, at });
  return save.view(row);
}
