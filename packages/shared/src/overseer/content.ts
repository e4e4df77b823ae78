import { z } from "zod";
import { cardInputSchema, questInputSchema, tournamentInputSchema } from "../entities/content.ts";
import { dollars, int, shortText } from "../entities/common.ts";
import { RARITIES } from "../entities/enums.ts";
import { RARITY_WEIGHTS } from "../shop.ts";

const id = z.string().min(1).max(64);

/** A whole number from `min` to `max`, with messages a form can show as they are. */
const count = (min: number, max: number) =>
  int.min(min, `Must be at least ${min}`).max(max, `Must be at most ${max.toLocaleString("en-US")}`);

/** A quest to create (no id) or edit (its id): the objective event and count, the rewards, active or not. */
export const saveQuestInputSchema = questInputSchema.extend({
  id: id.optional(),
  objective_count: count(1, 10_000).default(1),
  stardust_reward: count(0, 1_000_000).default(0),
  xp_reward: count(0, 1_000_000).nullable().default(null),
});

/** A luck card to add to the pool (no id) or edit. */
export const saveCardInputSchema = cardInputSchema.extend({ id: id.optional() });

/**
 * A tournament to create or to edit before it starts. Its state follows its dates, so it is not an
 * input; the dates must be in order, and the error names the field to fix.
 */
export const saveTournamentInputSchema = tournamentInputSchema
  .omit({ state: true })
  .extend({ id: id.optional(), max_players: count(2, 100_000), entry_fee: count(0, 1_000_000).default(0) })
  .refine((value) => new Date(value.starts_at) < new Date(value.ends_at), { path: ["ends_at"], message: "Must be after the start" });

/** A dollar prize paid to a pilot for a tournament, recorded by the Overseer. */
export const prizePayoutInputSchema = z.object({
  tournament_id: id,
  recipient_email: z.email("Not an e-mail address").max(320),
  amount: dollars.refine((value) => value > 0, "Must be more than 0"),
  reference: shortText.default(""),
});

export const CONTENT_MESSAGES = {
  questNotFound: "Quest not found",
  cardNotFound: "Card not found",
  tournamentNotFound: "Tournament not found",
  tournamentStarted: "This tournament has started: it can no longer be edited.",
  belowPlayers: "Fewer places than pilots already enrolled",
  notEnded: "The prize is paid out once the tournament has ended.",
  overPrizePool: "More than what is left of the prize pool",
  unknownPilot: "No pilot with this e-mail address",
} as const;

type Rarity = (typeof RARITIES)[number];

export interface RarityOdds {
  rarity: Rarity;
  weight: number;
  cards: number;
  /** The chance a draw lands on this rarity, 0..1 (0 when the pool has no card of it). */
  chance: number;
  /** The chance of each of its cards, 0..1. */
  per_card: number;
}

/**
 * The odds of a draw from `pool`, as the server draws (cards/pick-card.ts): a rarity by weight
 * among the rarities the pool holds, then one of its cards uniformly.
 */
export function poolOdds(pool: readonly { rarity: string }[]): RarityOdds[] {
  const counts = RARITIES.map((rarity) => ({ rarity, count: pool.filter((card) => card.rarity === rarity).length }));
  const total = counts.reduce((sum, { rarity, count }) => sum + (count > 0 ? RARITY_WEIGHTS[rarity] : 0), 0);
  return counts.map(({ rarity, count }) => {
    const chance = count > 0 && total > 0 ? RARITY_WEIGHTS[rarity] / total : 0;
    return { rarity, weight: RARITY_WEIGHTS[rarity], cards: count, chance, per_card: count > 0 ? chance / count : 0 };
  });
}
