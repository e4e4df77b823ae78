import type { CardEffect, DrawnCard } from "./card-types";

export interface EffectMessage {
  tone: "success" | "error" | "info";
  text: string;
}

/**
 * The message after a draw (SPEC.md section 8), from the change the server really made: a doom
 * card that takes 30 Stardust from a pilot holding 12 says 'Lost 12 Stardust!'. Effects that
 * change nothing stored show the card's description, as SPEC.md does for the other effects.
 */
export function effectMessage(card: DrawnCard, effect: CardEffect): EffectMessage {
  if (effect.absorbed) return { tone: "info", text: `Your Shield Pack absorbed ${card.card_name}!` };
  const n = Math.abs(effect.value);
  const gained = effect.value > 0;
  if (effect.value !== 0) {
    if (effect.type === "stardust") return gained ? success(`Gained ${n} Stardust!`) : loss(`Lost ${n} Stardust!`);
    if (effect.type === "xp") return gained ? success(`Gained ${n} XP!`) : loss(`Lost ${n} XP!`);
    if (effect.type === "battle_entry") return gained ? success("Bonus battle entry!") : loss("Battle entry lost!");
  }
  return { tone: "info", text: card.description || card.card_name };
}

const success = (text: string): EffectMessage => ({ tone: "success", text });
const loss = (text: string): EffectMessage => ({ tone: "error", text });

const EFFECT_LABELS: Record<string, string> = {
  stardust: "Stardust",
  xp: "XP",
  battle_entry: "Battle Entry",
  rank_boost: "Rank Boost",
  other: "Other",
};

/** The effect type as the card shows it. */
export function effectLabel(type: string): string {
  return EFFECT_LABELS[type] ?? type;
}

/** A signed value with a real minus sign: "+25", "−15", "0". */
export function signedValue(value: number): string {
  if (value > 0) return `+${value}`;
  if (value < 0) return `\u2212${Math.abs(value)}`;
  return "0";
}
