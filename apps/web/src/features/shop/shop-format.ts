/** "explorer" as "Explorer". */
export function tierName(tier: string): string {
  return tier.charAt(0).toUpperCase() + tier.slice(1);
}
