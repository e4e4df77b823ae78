import type { cardInputSchema } from "@soundship/shared";
import type { z } from "zod";

type CardSeed = z.input<typeof cardInputSchema>;
const ofType = (card_type: CardSeed["card_type"]) =>
  (card_name: string, effect_type: CardSeed["effect_type"], effect_value: number, rarity: CardSeed["rarity"], description: string): CardSeed =>
    ({ card_name, card_type, effect_type, effect_value, rarity, description });
const luck = ofType("spare luck");
const doom = ofType("doom");

/** The luck card pool: both types, every effect type and every rarity. */
export const STARTER_CARDS: CardSeed[] = [
  luck("Solar Wind", "stardust", 10, "common", "A gentle solar wind fills your sails with Stardust."),
  luck("Stardust Shower", "stardust", 25, "common", "Glittering dust rains onto your hull."),
  luck("Comet Cache", "stardust", 50, "rare", "You intercept a comet carrying a hidden cache."),
  luck("Supernova Jackpot", "stardust", 200, "legendary", "A star bursts and showers you with riches."),
  luck("Starlit Groove", "xp", 10, "common", "Your beat syncs with the stars."),
  luck("Nebula Insight", "xp", 20, "common", "A nebula whispers production secrets."),
  luck("Pulsar Rhythm", "xp", 50, "rare", "You lock onto a pulsar's perfect tempo."),
  luck("Galactic Anthem", "xp", 120, "epic", "Your track echoes across the galaxy."),
  luck("Warp Pass", "battle_entry", 1, "rare", "A free pass into one more battle."),
  luck("Double Warp", "battle_entry", 2, "epic", "Two extra battle entries open up."),
  luck("Admiral's Favor", "rank_boost", 1, "legendary", "The Admiral nods at your work. Keep climbing."),
  luck("Friendly Signal", "other", 0, "common", "A fellow pilot salutes your sound."),
  doom("Cosmic Dust", "stardust", -5, "common", "Dust clogs your intake and costs a little Stardust."),
  doom("Asteroid Toll", "stardust", -15, "common", "An asteroid belt demands its toll."),
  doom("Space Pirates", "stardust", -30, "rare", "Pirates board your ship and raid the hold."),
  doom("Black Hole", "stardust", -60, "epic", "A black hole swallows part of your Stardust."),
  doom("Supernova Collapse", "stardust", -150, "legendary", "A dying star drags your fortune down with it."),
  doom("Static Storm", "xp", -15, "common", "Static scrambles your last session."),
  doom("Signal Lost", "xp", -40, "rare", "Your transmission fades into the void."),
  doom("Engine Failure", "battle_entry", -1, "rare", "Engine trouble costs you a battle entry."),
  doom("Rank Drift", "rank_boost", -1, "epic", "Your ship drifts off course. Hold your rank steady."),
  doom("Gravity Well", "other", 0, "common", "Your ship drifts in a gravity well; nothing is lost this time."),
];
