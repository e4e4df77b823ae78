// The seed's record of itself, kept as the comment of its database (no table of ours in the
// server's schema): the sizes it was made with, the moment its data is relative to, and the battle
// reserved for the settlement measurement. Written last, so a seed cut short has none.
import { DATABASE_NAME, SEED_LIFETIME_DAYS, SIZES } from "./sizes.mjs";

const DAY_MS = 86_400_000;

/** The marker of the community database, or null when it has none (or does not exist). */
export async function readMarker(admin) {
  const { rows } = await admin.query("select shobj_description(oid, 'pg_database') as note from pg_database where datname = $1", [DATABASE_NAME]);
  if (!rows.length) return { exists: false, marker: null };
  try {
    return { exists: true, marker: JSON.parse(rows[0].note ?? "null") };
  } catch {
    return { exists: true, marker: null };
  }
}

export async function writeMarker(admin, marker) {
  await admin.query(`comment on database ${DATABASE_NAME} is '${JSON.stringify(marker).replaceAll("'", "''")}'`);
}

/**
 * Why a seed cannot be measured on at `now`, or null when it can: other sizes, too old (its
 * battles would have moved to their next phases) or of another month (the season board would be
 * a new, empty season).
 */
export function staleReason(marker, now = new Date()) {
  if (!marker?.completed) return "it did not finish";
  if (JSON.stringify(marker.sizes) !== JSON.stringify(SIZES)) return "it was made with other sizes";
  const seededAt = new Date(marker.seededAt);
  if (now.getTime() - seededAt.getTime() > SEED_LIFETIME_DAYS * DAY_MS) return `it is more than ${SEED_LIFETIME_DAYS} days old`;
  if (now.getUTCMonth() !== seededAt.getUTCMonth() || now.getUTCFullYear() !== seededAt.getUTCFullYear()) return "it was made in another season (month)";
  return null;
}
