import type { FunctionResult } from "@soundship/sdk";

/** The `drawDailyCard` function's answer: the card, what it really did, and the pilot after it. */
export type DrawResult = FunctionResult<"drawDailyCard">;
/** What the server really did: `value` is the change after floors at 0; `absorbed` when a Shield Pack took a doom card. */
export type CardEffect = DrawResult["effect"];
/** The fields of a drawn card the messages read. */
export type DrawnCard = Pick<DrawResult["card"], "card_name" | "card_type" | "description" | "effect_type" | "effect_value" | "rarity">;
