/** The short form of an id shown on the pilot's card: its last 6 characters, upper case. */
export function shortId(id: string): string {
  const compact = id.replace(/-/g, "");
  return compact.slice(-6).toUpperCase();
}

/** What the ship calls a pilot: their username (callsign), else their name, else 'Commander'. */
export function pilotName(user: { username?: string | null; full_name?: string | null }): string {
  return user.username?.trim() || user.full_name?.trim() || "Commander";
}

/** Initials for an avatar placeholder: up to two letters. */
export function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]);
  return (letters.slice(0, 2).join("") || "?").toUpperCase();
}
