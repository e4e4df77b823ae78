import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setPilotRole } from "../src/core/users/set-role.ts";
import { startServer, type TestServer } from "./helpers/server.ts";

// The admin command's role change, on a server whose session cache holds sessions for a minute:
// the change must not wait for the cache. Run on the embedded database and on PostgreSQL.
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ sessionCacheSeconds: 60 });
});
afterAll(() => server?.close());

const role = async (token: string) => (await server.api<{ role: string }>("/entities/User/me", { token })).body.role;

describe("setPilotRole", () => {
  it("grants and revokes the admin role with effect on the pilot's next request, cache or not", async () => {
    const pilot = await server.pilot();
    expect(await role(pilot.token)).toBe("user");
    expect(await setPilotRole(server.database.db, pilot.email.toUpperCase(), "admin")).toEqual([pilot.email]);
    await expect.poll(() => role(pilot.token), { timeout: 2000, interval: 50 }).toBe("admin");
    await setPilotRole(server.database.db, pilot.email, "user");
    await expect.poll(() => role(pilot.token), { timeout: 2000, interval: 50 }).toBe("user");
  });

  it("changes nobody for an unknown e-mail", async () => {
    expect(await setPilotRole(server.database.db, "nobody@example.test", "admin")).toEqual([]);
  });
});
