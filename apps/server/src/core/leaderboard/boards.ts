import { sql, type SQL } from "drizzle-orm";

/**
 * The values a board statement is run with: the caller, the list's length and the season (its
 * key). Statements name them as placeholders, so each is rendered once (statements.ts).
 */
export interface BoardValues {
  me: string;
  limit: number;
  season: string;
}
const value = (name: keyof BoardValues) => sql.placeholder(name);

/**
 * Where a board's order comes from. Each board is read in the order of one index (see the
 * schema): score, wins, sign-up and id, and only scores above 0 are ranked (DESIGN.md section 6).
 */
export interface Board {
  /** The table the order's columns live in, for counting. */
  table: SQL;
  /** That table joined to `users u` for names. */
  source: SQL;
  /** Which of the table's rows belong to the board; a banned pilot's never do. */
  scope: SQL;
  id: SQL;
  score: SQL;
  wins: SQL;
  signedUp: SQL;
  /** How many ranked pilots score above `score`, from the board's histogram. */
  higherScores: (score: SQL) => SQL;
  /** How many ranked pilots tied on a score come first on wins or on an earlier day, from the board's tie counts. */
  tiesAhead: (mine: Mine) => SQL;
}

/** The columns of one pilot's row on a board, as the standing query names them. */
interface Mine {
  score: SQL;
  wins: SQL;
  signedUp: SQL;
  id: SQL;
}

/**
 * Pilots above `score` from a board's histogram: the bands of 1024 above its band, plus the
 * exact scores above it within its band. At most a few hundred bands and 1024 scores are summed,
 * at any position, where counting the pilots ahead would visit each of them.
 */
const higherScoresFrom = (histogram: SQL, scope: SQL) => (score: SQL) => sql`(
    coalesce((select sum(pilots) from ${histogram} where ${scope} and level = 1 and key > ${score} >> 10), 0)
    + coalesce((select sum(pilots) from ${histogram} where ${scope} and level = 0 and key > ${score} and key < ((${score} >> 10) + 1) << 10), 0))`;

/**
 * Pilots tied on `score` who come first, from a board's tie counts: more wins (level 0, a few rows
 * per score), or as many wins and an earlier day of sign-up (level 1, a row per day at most). The
 * pilots of the same day are left to count over the board's index.
 */
const tiesAheadFrom = (ties: SQL, scope: SQL) => (mine: Mine) => sql`(
    coalesce((select sum(pilots) from ${ties} where ${scope} and level = 0 and score = ${mine.score} and wins > ${mine.wins}), 0)
    + coalesce((select sum(pilots) from ${ties} where ${scope} and level = 1 and score = ${mine.score} and wins = ${mine.wins} and day < board_day(${mine.signedUp})), 0))`;

/** All-time: score is the pilot's XP; banned pilots are not on it (nor in its histogram). */
export const allTimeBoard: Board = {
  table: sql.raw("users u"),
  source: sql.raw("users u"),
  scope: sql.raw("u.banned_at is null"),
  id: sql.raw("u.id"),
  score: sql.raw("u.xp"),
  wins: sql.raw("u.battles_won"),
  signedUp: sql.raw("u.created_date"),
  higherScores: higherScoresFrom(sql.raw("xp_histogram"), sql.raw("true")),
  tiesAhead: tiesAheadFrom(sql.raw("xp_ties"), sql.raw("true")),
};

/**
 * This Season: XP earned in the season's calendar month (UTC), and the month's wins. A banned
 * pilot's season rows are marked `banned` (kept by a trigger on `users`) and are not in the
 * season's histogram, so they are left out here as on the all-time board.
 */
export const seasonBoard: Board = {
  table: sql.raw("season_scores s"),
  source: sql.raw("season_scores s join users u on u.id = s.user_id"),
  scope: sql`s.season = ${value("season")}::date and not s.banned`,
  id: sql.raw("s.user_id"),
  score: sql.raw("s.xp"),
  wins: sql.raw("s.battles_won"),
  signedUp: sql.raw("s.signed_up_at"),
  higherScores: higherScoresFrom(sql.raw("season_histogram"), sql`season = ${value("season")}::date`),
  tiesAhead: tiesAheadFrom(sql.raw("season_ties"), sql`season = ${value("season")}::date`),
};

const columns = (board: Board) =>
  sql`${board.id} as "userId", coalesce(u.username, u.full_name) as "username", u.avatar_url as "avatarUrl", ${board.score} as "score", ${board.wins} as "battlesWon"`;

/** The board's first `limit` pilots, best first. */
export function topQuery(board: Board): SQL {
  return sql`select ${columns(board)} from ${board.source}
    where ${board.scope} and ${board.score} > 0
    order by ${board.score} desc, ${board.wins} desc, ${board.signedUp} asc, ${board.id} asc
    limit ${value("limit")}`;
}

/**
 * One pilot's row with their rank: 1 + the pilots ahead. Those with a higher score come from the
 * board's histogram; those tied on score with more wins or an earlier day of sign-up from its tie
 * counts; the rest, of the same score, wins and day, are counted as two short ranges of the board's
 * index (an earlier sign-up that day; then the same instant and a lower id). A crowd of tens of
 * thousands of pilots on one score (a season's 10 XP) costs a day's share of it, not the crowd.
 * `rank` is null for a score of 0 or less.
 */
export function standingQuery(board: Board): SQL {
  const ahead = (condition: SQL) =>
    sql`(select count(*) from ${board.table} where ${board.scope} and ${board.score} > 0 and ${condition})`;
  const mine: Mine = { score: sql`me."score"`, wins: sql`me."battlesWon"`, signedUp: sql`me."signedUp"`, id: sql`me."userId"` };
  const same = sql`${board.score} = ${mine.score}`;
  // board_day counts whole days of 86,400 s from 1970-01-01 UTC (migration `board_ties`), so a
  // day's first instant is its number times 86,400 s: the range of the index that day covers.
  const dayStart = sql`to_timestamp(board_day(${mine.signedUp}) * 86400.0)`;
  return sql`select me."userId", me."username", me."avatarUrl", me."score", me."battlesWon",
      case when me."score" > 0 then (1
        + ${board.higherScores(mine.score)}
        + ${board.tiesAhead(mine)}
        + ${ahead(sql`${same} and ${board.wins} = ${mine.wins} and ${board.signedUp} >= ${dayStart} and ${board.signedUp} < ${mine.signedUp}`)}
        + ${ahead(sql`${same} and ${board.wins} = ${mine.wins} and ${board.signedUp} = ${mine.signedUp} and ${board.id} < ${mine.id}`)}
      )::int end as "rank"
    from (select ${columns(board)}, ${board.signedUp} as "signedUp" from ${board.source}
      where ${board.scope} and ${board.id} = ${value("me")}) me`;
}
