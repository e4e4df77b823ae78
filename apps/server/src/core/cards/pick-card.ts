import { RARITY_WEIGHTS } from "@soundship/shared";

type Rarity = keyof typeof RARITY_WEIGHTS;

/** A rarity outside the four known ones is shown and drawn as common (SPEC.md section 3). */
export function rarityOf(rarity: string): Rarity {
  return Object.hasOwn(RARITY_WEIGHTS, rarity) ? (rarity as Rarity) : "common";
}

/**
 * Draws a card: first a rarity by weight among the rarities the pool holds, then one card of it
 * uniformly. `random` returns a number in [0, 1).
 */
export function pickCard<Card extends { rarity: string }>(pool: readonly Card[], random: () => number): Card {
  if (pool.length === 0) throw new Error("The card pool is empty");
  const present = [...new Set(pool.map((card) => rarityOf(card.rarity)))];
  const total = present.reduce((sum, rarity) => sum + RARITY_WEIGHTS[rarity], 0);
  let roll = random() * total;
  let chosen = present[present.length - 1]!;
  for (const rarity of present) {
    roll -= RARITY_WEIGHTS[rarity];
    if (roll < 0) {
      chosen = rarity;
      break;
    }
  }
  const cards = pool.filter((card) => rarityOf(card.rarity) === chosen);
  return cards[Math.min(cards.length - 1, Math.floor(random() * cards.length))]!;
}
