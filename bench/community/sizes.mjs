// The community-sized data set's sizes (README, Benchmarks), shared by its seed (bench/seed.mjs) and
// its benchmark (bench/community.mjs). BENCH_SEED_SCALE (default 1) shrinks every count alike for a
// quick trial; the database records the sizes it was made with, so each run knows what it measures.

const scale = Number(process.env.BENCH_SEED_SCALE ?? 1);
if (!(scale > 0 && scale <= 1)) throw new Error("BENCH_SEED_SCALE must be a number in (0, 1]");
const scaled = (count, least = 1) => Math.max(least, Math.round(count * scale));

export const SIZES = {
  pilots: scaled(1_000_000, 1_000),
  /** Rows of each ledger: 10 million Stardust and 10 million XP rows. */
  ledgerRows: scaled(10_000_000, 20_000),
  battles: scaled(100_000, 200),
  tournaments: scaled(1_000, 10),
  /** Pilots with a session of their own, who call the API in the benchmark. */
  callers: 1_000,
  /** The battle kept in voting for the settlement measurement. */
  bigBattle: { submissions: scaled(5_000, 200), votes: scaled(100_000, 2_000), judges: scaled(20_000, 200) },
};

/** The database the seed makes on the server at DATABASE_URL; a seed of other sizes has another. */
export const DATABASE_NAME = scale === 1 ? "soundship_bench_community" : `soundship_bench_community_${String(scale).replace(/\W/g, "_")}`;

/** The address of that database on the server `adminUrl` points at. */
export function communityUrl(adminUrl) {
  const url = new URL(adminUrl);
  url.pathname = `/${DATABASE_NAME}`;
  return url.toString();
}

/** How long after it was made a seed is still used: its battles' next phases are further away than this. */
export const SEED_LIFETIME_DAYS = 7;
