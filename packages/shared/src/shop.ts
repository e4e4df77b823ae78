/** The Stardust Shop's items, SPEC.md section 9; ids are DESIGN.md section 5's `purchaseItem` ids. */
export const SHOP_ITEMS = [
  { id: "battle_boost", name: "Battle Boost", effect: "extra battle entry", cost: 50 },
  { id: "shield_pack", name: "Shield Pack", effect: "protect from Doom card", cost: 100 },
  { id: "xp_multiplier", name: "XP Multiplier", effect: "2x XP for 24h", cost: 150 },
  { id: "rank_boost", name: "Rank Boost", effect: "skip to next tier", cost: 500 },
  { id: "lucky_draw", name: "Lucky Draw", effect: "extra card draw", cost: 75 },
  // Sold for money through the payment provider, never for Stardust (DESIGN.md section 7).
  { id: "stardust_vault", name: "Stardust Vault", effect: "500 Stardust bundle", cost: 0 },
] as const;

export type ShopItemId = (typeof SHOP_ITEMS)[number]["id"];
export const SHOP_ITEM_IDS = SHOP_ITEMS.map((item) => item.id) as [ShopItemId, ...ShopItemId[]];

/** Stardust in the Stardust Vault bundle. */
export const VAULT_BUNDLE_STARDUST = 500;
/** What the Stardust Vault bundle costs in money, in dollars (DESIGN.md section 7: never 0). */
export const VAULT_BUNDLE_PRICE = 4.99;
/** How long an XP Multiplier lasts. */
export const XP_MULTIPLIER_HOURS = 24;
/** A Rank Boost without a membership grants cadet for this long. */
export const RANK_BOOST_DAYS_WITHOUT_MEMBERSHIP = 30;

/** Draw weights by rarity (DESIGN.md section 6): common 60, rare 25, epic 12, legendary 3. */
export const RARITY_WEIGHTS = { common: 60, rare: 25, epic: 12, legendary: 3 } as const;
