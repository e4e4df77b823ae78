import {
  battleInputSchema, battleSchema, beatInputSchema, beatSchema, beatSubmissionSchema, cardDropSchema, cardInputSchema, cardSchema, membershipSchema,
  notificationSchema, questInputSchema, questProgressSchema, questSchema, stardustTransactionSchema, tournamentEntrySchema, tournamentInputSchema, tournamentSchema,
  tournamentStateAt, voteSchema, type EntityName, type TournamentSchedule,
} from "@soundship/shared";
import type { PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import * as schema from "../../db/schema.ts";
import type { AccessPolicy } from "./access.ts";
import { battleMoney, tournamentMoney, type MoneyGuard } from "./money-guards.ts";

export interface EntityDefinition {
  name: EntityName;
  table: PgTable;
  /**
   * The shared schema of a stored record: every column of the table, nothing more
   * (record-schemas.test.ts). Replies are written from it, so a field it does not declare never leaves.
   */
  record: z.ZodObject;
  /** Who may do what; an entity without a declaration is admin-only. */
  access?: AccessPolicy;
  /** The field holding the owning pilot's email, for `owner` rules. */
  ownerField?: string;
  /** The fields a client may write; absent when clients never write the entity. */
  input?: z.ZodObject;
  /**
   * Fields only the record's owner and admins may read (e-mail addresses, docs/decisions/002):
   * other pilots get records without them and may not filter or sort on them. `owner` names the
   * field holding the owner's e-mail; by default the owner field, else `created_by`.
   */
  privacy?: { fields: ReadonlySet<string>; owner?: string };
  /** Guards for records that hold Stardust: fields no update may change, and when a delete may run. */
  money?: MoneyGuard;
  /** Fields that follow the clock, recomputed on every read (a tournament's state by its dates). */
  atRead?: (row: Record<string, unknown>, now: Date) => Record<string, unknown>;
}

const SERVER_WRITES = { create: "server", update: "server", delete: "server" } as const;

/** Who made a record is private on every entity; so is every other field holding a pilot's e-mail. */
const privateFields = (...fields: string[]) => ({ fields: new Set(["created_by", ...fields]) });

/**
 * Every entity the generic API serves and who may do what with it. Economy records (ledger,
 * progress, drops, votes, memberships, entries) are written only by server functions (DESIGN.md
 * section 1); content that admins curate is readable by every pilot.
 */
export const ENTITIES: Record<EntityName, EntityDefinition> = {
  StardustTransaction: { name: "StardustTransaction", table: schema.stardustTransactions, record: stardustTransactionSchema, ownerField: "user_email", access: { read: "owner", ...SERVER_WRITES }, privacy: privateFields("user_email") },
  QuestProgress: { name: "QuestProgress", table: schema.questProgress, record: questProgressSchema, ownerField: "user_email", access: { read: "owner", ...SERVER_WRITES }, privacy: privateFields("user_email") },
  CardDrop: { name: "CardDrop", table: schema.cardDrops, record: cardDropSchema, ownerField: "user_email", access: { read: "owner", ...SERVER_WRITES }, privacy: privateFields("user_email") },
  Vote: { name: "Vote", table: schema.votes, record: voteSchema, ownerField: "voter_email", access: { read: "owner", ...SERVER_WRITES }, privacy: privateFields("voter_email") },
  Membership: { name: "Membership", table: schema.memberships, record: membershipSchema, ownerField: "user_email", access: { read: "owner", ...SERVER_WRITES }, privacy: privateFields("user_email") },
  TournamentEntry: { name: "TournamentEntry", table: schema.tournamentEntries, record: tournamentEntrySchema, ownerField: "user_email", access: { read: "owner", ...SERVER_WRITES }, privacy: privateFields("user_email") },
  // A pilot's inbox: written by the server with the events that cause it, read by its pilot only.
  Notification: { name: "Notification", table: schema.notifications, record: notificationSchema, ownerField: "user_email", access: { read: "owner", ...SERVER_WRITES }, privacy: privateFields("user_email") },
  Quest: { name: "Quest", table: schema.quests, record: questSchema, input: questInputSchema, access: { read: "pilot", create: "admin", update: "admin", delete: "admin" }, privacy: privateFields() },
  Card: { name: "Card", table: schema.cards, record: cardSchema, input: cardInputSchema, access: { read: "pilot", create: "admin", update: "admin", delete: "admin" }, privacy: privateFields() },
  Tournament: {
    name: "Tournament", table: schema.tournaments, record: tournamentSchema, input: tournamentInputSchema, money: tournamentMoney, privacy: privateFields("champion_email"),
    access: { read: "pilot", create: "admin", update: "admin", delete: "admin" },
    // The stored state trails the clock until the next tick; every read shows the clock's. A list
    // asked for some `fields` may lack the dates or the state: then there is nothing to recompute.
    atRead: (row, now) => ("state" in row && row.starts_at && row.ends_at ? { ...row, state: tournamentStateAt(row as unknown as TournamentSchedule, now) } : row),
  },
  // Battles are created by the createBattle function (fees and escrow); admins may correct or remove them.
  Battle: {
    name: "Battle", table: schema.battles, record: battleSchema, input: battleInputSchema, money: battleMoney, privacy: { ...privateFields("host_email"), owner: "host_email" },
    access: { read: "pilot", create: "server", update: "admin", delete: "admin" },
  },
  BeatSubmission: { name: "BeatSubmission", table: schema.beatSubmissions, record: beatSubmissionSchema, ownerField: "user_email", access: { read: "pilot", ...SERVER_WRITES }, privacy: privateFields("user_email") },
  // A pilot's media library is private to them. Tracks are made by uploads (the server reads the
  // file's type, size and length) and deleted with their file by `deleteTransmission`; pilots may
  // rename and re-describe theirs here.
  Beat: {
    name: "Beat",
    table: schema.beats,
    record: beatSchema,
    ownerField: "user_email",
    privacy: privateFields("user_email"),
    input: beatInputSchema,
    access: { read: "owner", create: "server", update: "owner", delete: "server" },
  },
};

/** The definition of an entity by its API name, or undefined for an unknown one. */
export function findEntity(name: string): EntityDefinition | undefined {
  return Object.hasOwn(ENTITIES, name) ? ENTITIES[name as EntityName] : undefined;
}
