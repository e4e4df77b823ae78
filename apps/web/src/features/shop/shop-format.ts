/** Date and time in the pilot's timezone, for when a running item ends. */
export function formatUntil(iso: string, timeZone: string): string {
  const options: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };
  try {
    return new Intl.DateTimeFormat(undefined, { ...options, timeZone }).format(new Date(iso));
  } catch {
    // An unknown zone name would throw; the browser's own zone still shows the right instant.
    return new Intl.DateTimeFormat(undefined, options).format(new Date(iso));
  }
}

/** "explorer" as "Explorer". */
export function tierName(tier: string): string {
  return tier.charAt(0).toUpperCase() + tier.slice(1);
}
