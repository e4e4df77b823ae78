import { PLATFORM_MESSAGES, type User } from "@soundship/shared";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { AppError } from "../errors.ts";
import { countDailyLogin } from "../quests/daily-login.ts";
import { toUserJson } from "./user-json.ts";

/** The signed-in pilot as the app loads them; opening the app is the `login` quest event, once a pilot day. */
export async function openCurrentPilot(db: Db, pilotId: string, now: Date): Promise<User> {
  await countDailyLogin(db, pilotId, now);
  const [row] = await db.select().from(users).where(eq(users.id, pilotId));
  if (!row) throw new AppError("NOT_AUTHENTICATED", PLATFORM_MESSAGES.notSignedIn);
  return toUserJson(row, now);
}
