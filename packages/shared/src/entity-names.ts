import type { Battle, BeatSubmission, Vote } from "./entities/battles.ts";
import type { Beat, Card, Quest, Tournament, TournamentEntry } from "./entities/content.ts";
import type { CardDrop, Membership, QuestProgress, StardustTransaction } from "./entities/economy.ts";
import type { Notification } from "./notifications/notification.ts";

/** Record type of every entity the generic API serves, by its SPEC.md name. */
export interface EntityRecords {
  Membership: Membership;
  Tournament: Tournament;
  TournamentEntry: TournamentEntry;
  Quest: Quest;
  QuestProgress: QuestProgress;
  StardustTransaction: StardustTransaction;
  Beat: Beat;
  Battle: Battle;
  BeatSubmission: BeatSubmission;
  Vote: Vote;
  Card: Card;
  CardDrop: CardDrop;
  Notification: Notification;
}
export type EntityName = keyof EntityRecords;
