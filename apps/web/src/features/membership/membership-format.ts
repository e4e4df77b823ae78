/** Dollars with cents: '$9.99'. */
export function formatDollars(amount: number): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(amount);
}

/** A battle-entry or upload allowance: 'used / limit', or 'used / ∞' for unlimited (-1). */
export function formatAllowance({ used, limit }: { used: number; limit: number }): string {
  return `${used} / ${limit < 0 ? "∞" : limit}`;
}

/** A battle mode's id as a label: 'rap_on_beat' → 'Rap On Beat'. */
export function modeName(mode: string): string {
  return mode
    .split("_")
    .map((word) => `${word[0]!.toUpperCase()}${word.slice(1)}`)
    .join(" ");
}
