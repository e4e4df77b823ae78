/** A readable label for a ledger type: `quest_reward` is "Quest Reward". Unknown future types read the same way. */
export function transactionTypeLabel(type: string): string {
  return type
    .split("_")
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(" ");
}

/** A signed amount with a real minus sign: "+50", "−15", "0". */
export function signedAmount(amount: number): string {
  const digits = Math.abs(amount).toLocaleString("en-US");
  if (amount > 0) return `+${digits}`;
  if (amount < 0) return `\u2212${digits}`;
  return digits;
}

/** Date and time of a row, in the pilot's own timezone (their days are what quests and cards count in). */
export function formatWhen(iso: string, timeZone: string | undefined): string {
  const options: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };
  try {
    return new Intl.DateTimeFormat(undefined, { ...options, timeZone }).format(new Date(iso));
  } catch {
    // An unknown zone name would throw; the browser's own zone is still a correct instant.
    return new Intl.DateTimeFormat(undefined, options).format(new Date(iso));
  }
}
