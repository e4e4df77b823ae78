import { PLATFORM_MESSAGES } from "@soundship/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts } from "../src/db/schema.ts";
import { startServer, type TestPilot, type TestServer } from "./helpers/server.ts";

/**
 * A signed-in pilot changes their password from Settings: the current one must be right, the new one
 * follows the sign-up rules, and every other session ends while the one that asked stays.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

const NEW_PASSWORD = "brand-new-orbit-2";
const change = (token: string | null, body: unknown, on = server) => on.api("/auth/change-password", { method: "POST", token, body });
const login = (email: string, password: string, on = server) => on.api("/auth/login", { method: "POST", body: { email, password } });
const meStatus = async (token: string) => (await server.api("/entities/User/me", { token })).status;

/** A pilot signed in twice: `token` is where they change the password, `elsewhere` another device. */
async function twoSessions(): Promise<TestPilot & { elsewhere: string }> {
  const pilot = await server.pilot();
  return { ...pilot, elsewhere: (await login(pilot.email, pilot.password)).body.access_token };
}

describe("POST /auth/change-password", () => {
  it("sets the new password, ends the pilot's other sessions and keeps the one that asked", async () => {
    const pilot = await twoSessions();
    const bystander = await server.pilot();
    const changed = await change(pilot.token, { current_password: pilot.password, new_password: NEW_PASSWORD });
    expect(changed).toMatchObject({ status: 200, body: { ok: true, message: PLATFORM_MESSAGES.passwordChanged } });

    expect(await meStatus(pilot.token)).toBe(200);
    expect(await meStatus(pilot.elsewhere)).toBe(401);
    expect(await meStatus(bystander.token)).toBe(200);
    expect((await login(pilot.email, pilot.password)).status).toBe(401);
    expect((await login(pilot.email, NEW_PASSWORD)).status).toBe(200);

    // The pilot hears of it by mail, which is how they would learn if it was not them.
    await server.mail.idle();
    const told = server.mail.sent.filter((mail) => mail.subject === "Your Soundship password was changed");
    expect(told.map((mail) => mail.to)).toEqual([pilot.email]);
    expect(told[0]!.text).toContain("Forgot password?");
    expect(told[0]!.html).toContain("Your password was changed");
  });

  it("refuses a wrong current password on its field, as a 400 that signs nobody out, and changes nothing", async () => {
    const pilot = await twoSessions();
    const refused = await change(pilot.token, { current_password: "not-my-password", new_password: NEW_PASSWORD });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      code: "VALIDATION_FAILED",
      message: PLATFORM_MESSAGES.wrongCurrentPassword,
      detail: [{ path: ["current_password"], message: PLATFORM_MESSAGES.wrongCurrentPassword }],
    });
    expect(await meStatus(pilot.token)).toBe(200);
    expect(await meStatus(pilot.elsewhere)).toBe(200);
    expect((await login(pilot.email, pilot.password)).status).toBe(200);
    expect((await login(pilot.email, NEW_PASSWORD)).status).toBe(401);
    await server.mail.idle();
    expect(server.mail.sent.filter((mail) => mail.to === pilot.email && mail.subject === "Your Soundship password was changed")).toEqual([]);
  });

  it("answers 401 without a session or with one that ended, whatever the body", async () => {
    const pilot = await server.pilot();
    const body = { current_password: pilot.password, new_password: NEW_PASSWORD };
    for (const token of [null, "x".repeat(32)]) {
      const reply = await change(token, body);
      expect(reply.status).toBe(401);
      expect(reply.body).toMatchObject({ code: "NOT_AUTHENTICATED", message: PLATFORM_MESSAGES.notSignedIn });
    }
    expect((await change(null, { new_password: "x" })).status).toBe(401);
    expect((await login(pilot.email, pilot.password)).status).toBe(200);
  });

  it("refuses a weak or missing new password and unknown fields with 400 naming the problem", async () => {
    const pilot = await server.pilot();
    const weak = await change(pilot.token, { current_password: pilot.password, new_password: "short" });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toContain(PLATFORM_MESSAGES.weakPassword);
    expect(weak.body.message).toContain("new_password");
    expect((await change(pilot.token, { current_password: pilot.password })).status).toBe(400);
    const extra = await change(pilot.token, { current_password: pilot.password, new_password: NEW_PASSWORD, email: "elsewhere@soundship.test" });
    expect(extra.status).toBe(400);
    expect((await login(pilot.email, pilot.password)).status).toBe(200);
  });

  it("tells a pilot who only ever signed in through a provider how to get a password", async () => {
    const pilot = await server.pilot();
    await server.database.db.delete(accounts).where(eq(accounts.userId, pilot.id));
    const refused = await change(pilot.token, { current_password: "anything-at-all", new_password: NEW_PASSWORD });
    expect(refused).toMatchObject({ status: 400, body: { code: "VALIDATION_FAILED", message: PLATFORM_MESSAGES.noPasswordYet } });
  });
});

describe("guessing the current password from an open session", () => {
  it("is limited per account like sign-in: after the limit even the right password is not tried", async () => {
    const limited = await startServer({ authRateLimitMax: 3, authAddressRateLimitMax: 100 });
    try {
      const pilot = await limited.pilot();
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await change(pilot.token, { current_password: `guess-${i}`, new_password: NEW_PASSWORD }, limited)).status);
      expect(statuses).toEqual([400, 400, 400, 429, 429]);
      const right = await change(pilot.token, { current_password: pilot.password, new_password: NEW_PASSWORD }, limited);
      expect(right).toMatchObject({ status: 429, body: { code: "RATE_LIMITED", message: PLATFORM_MESSAGES.tooManyAttempts } });
      expect((await login(pilot.email, pilot.password, limited)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
