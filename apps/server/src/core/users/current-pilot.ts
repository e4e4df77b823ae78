import { PLATFORM_MESSAGES, type User } from "@soundship/shared";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { queryRows, renderStatement, tableRow } from "../../db/statements.ts";
import { AppError } from "../errors.ts";
import { countDailyLogin } from "../quests/daily-login.ts";
import { toUserJson } from "./user-json.ts";

/**
 * The signed-in pilot as the app loads them; opening the app is the `login` quest event, once a
 * pilot day. The row is read once; only the day's first opening, which changes it, reads it again.
 */
export async function openCurrentPilot(db: Db, pilotId: string, now: Date): Promise<User> {
  const read = async () => {
    const [row] = await queryRows(db, PILOT, { id: pilotId });
    if (!row) throw new AppError("NOT_AUTHENTICATED", PLATFORM_MESSAGES.notSignedIn);
    return userRow(row);
  };
  const user = await read();
  return toUserJson((await countDailyLogin(db, user, now)) ? await read() : user, now);
}

// Rendered once (db/statements.ts): the app reads the pilot on every start and after every change.
const PILOT = renderStatement(sql`select * from ${users} where ${users.id} = ${sql.placeholder("id")}`);
const userRow = tableRow(users);
