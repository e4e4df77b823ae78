import { ping, type Db } from "../../db/client.ts";

/** True when the database answers a trivial query: the readiness half of /healthz. */
export async function databaseAnswers(db: Db): Promise<boolean> {
  return ping(db).then(
    () => true,
    () => false,
  );
}
