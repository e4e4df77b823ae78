import { PLATFORM_MESSAGES } from "@soundship/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { findSessionPilot } from "../src/core/auth/sessions.ts";
import { sessions, users } from "../src/db/schema.ts";
import { startServer, type TestServer } from "./helpers/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

const register = (body: unknown) => server.api("/auth/register", { method: "POST", body });
const login = (email: string, password: string) => server.api("/auth/login", { method: "POST", body: { email, password } });

describe("register", () => {
  it("creates a pilot with the welcome grant, signs them in and keeps their timezone", async () => {
    const reply = await register({ email: "Nova@Soundship.test", password: "supernova-9", full_name: "Nova", timezone: "Asia/Tokyo" });
    expect(reply.status).toBe(200);
    expect(reply.body.access_token).toEqual(expect.any(String));
    expect(reply.body.user).toMatchObject({
      email: "nova@soundship.test", full_name: "Nova", stardust: 100, xp: 0, role: "user", membership_tier: null, last_daily_card: null, timezone: "Asia/Tokyo",
    });
    const me = await server.api("/entities/User/me", { token: reply.body.access_token });
    expect(me.body.email).toBe("nova@soundship.test");
  });

  it("refuses a taken e-mail with 409", async () => {
    await register({ email: "twin@soundship.test", password: "password-123", full_name: "Twin" });
    const again = await register({ email: "TWIN@soundship.test", password: "password-456", full_name: "Twin 2" });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "EMAIL_TAKEN", message: PLATFORM_MESSAGES.emailTaken });
  });

  it("refuses a weak password, a bad e-mail, a missing name and an unknown timezone with 400 naming the problem", async () => {
    const weak = await register({ email: "weak@soundship.test", password: "short", full_name: "Weak" });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toContain(PLATFORM_MESSAGES.weakPassword);
    const badEmail = await register({ email: "not-an-email", password: "password-123", full_name: "X" });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toMatch(/email/i);
    const noName = await register({ email: "noname@soundship.test", password: "password-123", full_name: "  " });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toMatch(/full_name/);
    const zone = await register({ email: "zone@soundship.test", password: "password-123", full_name: "Z", timezone: "Mars/Olympus" });
    expect(zone.status).toBe(400);
    expect(zone.body.message).toContain("Unknown timezone");
  });
});

describe("register as one unit", () => {
  // A fault injected in the database: the welcome grant of one address fails to be written.
  const failGrantsFor = async (email: string) => {
    await server.database.db.execute(sql.raw(`
      create or replace function fail_welcome_grant() returns trigger language plpgsql as $$
      begin
        if new.user_email = '${email}' then raise exception 'injected ledger fault'; end if;
        return new;
      end $$`));
    await server.database.db.execute(sql.raw("create trigger fail_welcome_grant before insert on stardust_transactions for each row execute function fail_welcome_grant()"));
  };
  const healGrants = () => server.database.db.execute(sql.raw("drop trigger if exists fail_welcome_grant on stardust_transactions"));
  afterEach(healGrants);

  it("leaves no account, session or password behind when the welcome grant fails, so the pilot can sign up again", async () => {
    const email = "unlucky@soundship.test";
    await failGrantsFor(email);
    const failed = await register({ email, password: "password-123", full_name: "Unlucky" });
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ message: PLATFORM_MESSAGES.internal, code: "INTERNAL", request_id: expect.any(String) });
    expect(JSON.stringify(failed.body)).not.toContain("injected");
    const leftovers = await server.database.db.select().from(users).where(eq(users.email, email));
    expect(leftovers).toEqual([]);
    expect((await login(email, "password-123")).status).toBe(401);

    await healGrants();
    const again = await register({ email, password: "password-123", full_name: "Unlucky" });
    expect(again.status).toBe(200);
    expect(again.body.user.stardust).toBe(100);
  });
});

describe("login and sessions", () => {
  it("signs in with the right password and refuses a wrong one with 401", async () => {
    const pilot = await server.pilot();
    const ok = await login(pilot.email, pilot.password);
    expect(ok.status).toBe(200);
    expect(ok.body.user.id).toBe(pilot.id);
    const wrong = await login(pilot.email, "wrong-password");
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: "INVALID_CREDENTIALS", message: PLATFORM_MESSAGES.invalidCredentials });
    const unknown = await login("ghost@soundship.test", "whatever-123");
    expect(unknown.status).toBe(401);
  });

  it("answers 401 without a token, with an unknown token, and after logout", async () => {
    expect((await server.api("/entities/User/me")).status).toBe(401);
    const bogus = await server.api("/entities/User/me", { token: "x".repeat(32) });
    expect(bogus.status).toBe(401);
    expect(bogus.body).toMatchObject({ code: "NOT_AUTHENTICATED", message: PLATFORM_MESSAGES.notSignedIn });

    const pilot = await server.pilot();
    const second = (await login(pilot.email, pilot.password)).body.access_token;
    expect((await server.api("/auth/logout", { method: "POST", token: pilot.token })).body).toEqual({ ok: true });
    expect((await server.api("/entities/User/me", { token: pilot.token })).status).toBe(401);
    // Only the session that signed out ends.
    expect((await server.api("/entities/User/me", { token: second })).status).toBe(200);
  });

  it("tells the session cache when a session ends, so no instance keeps it past its end", async () => {
    const pilot = await server.pilot();
    const [session] = await server.database.db.select().from(sessions).where(eq(sessions.token, pilot.token));
    const found = await findSessionPilot(server.database.db, pilot.token);
    expect(found).toEqual({ pilot: { id: pilot.id, email: pilot.email, role: "user" }, endsAt: session!.expiresAt.getTime() });
    expect(await findSessionPilot(server.database.db, "x".repeat(32))).toBeNull();
  });
});

describe("password reset", () => {
  it("mails a link, sets the new password and ends every old session", async () => {
    const pilot = await server.pilot();
    const request = await server.api("/auth/reset-password/request", { method: "POST", body: { email: pilot.email } });
    expect(request.body).toEqual({ ok: true });
    await server.mail.idle();
    const mail = server.mail.sent.findLast((sent) => sent.to === pilot.email && sent.reason === "reset-password");
    const token = decodeURIComponent(/reset_token=([^\s]+)/.exec(mail!.text)![1]!);

    const reset = await server.api("/auth/reset-password", { method: "POST", body: { token, password: "brand-new-pass" } });
    expect(reset.body).toEqual({ ok: true });
    expect((await server.api("/entities/User/me", { token: pilot.token })).status).toBe(401);
    expect((await login(pilot.email, pilot.password)).status).toBe(401);
    expect((await login(pilot.email, "brand-new-pass")).status).toBe(200);

    const reused = await server.api("/auth/reset-password", { method: "POST", body: { token, password: "another-pass-1" } });
    expect(reused.status).toBe(400);
  });

  it("refuses a link destination of the caller's choosing rather than ignoring it", async () => {
    const reply = await server.api("/auth/reset-password/request", { method: "POST", body: { email: "nobody@soundship.test", redirect_url: "https://elsewhere.example/" } });
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body)).toContain("redirect_url");
  });

  it("answers the same for an unknown address, so accounts cannot be discovered", async () => {
    // Mails the earlier tests queued (a reset's "password changed") are delivered before counting.
    await server.mail.idle();
    const before = server.mail.sent.length;
    const reply = await server.api("/auth/reset-password/request", { method: "POST", body: { email: "nobody@soundship.test" } });
    expect(reply).toMatchObject({ status: 200, body: { ok: true } });
    await server.mail.idle();
    expect(server.mail.sent.length).toBe(before);
  });
});

describe("User/me", () => {
  it("changes profile fields only and refuses economy fields with 400 naming the field", async () => {
    const pilot = await server.pilot("Comet");
    const changed = await server.api("/entities/User/me", { method: "PUT", token: pilot.token, body: { full_name: "Comet Prime", username: "comet_prime" } });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ full_name: "Comet Prime", username: "comet_prime", stardust: 100 });

    for (const field of ["stardust", "xp", "membership_tier", "last_daily_card", "role", "email"]) {
      const refused = await server.api("/entities/User/me", { method: "PUT", token: pilot.token, body: { [field]: field === "stardust" ? 1e9 : "admin" } });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain(field);
    }
    const me = await server.api("/entities/User/me", { token: pilot.token });
    expect(me.body).toMatchObject({ stardust: 100, xp: 0, role: "user", membership_tier: null, email: pilot.email });
  });

  it("takes an https: avatar or one of our files, and refuses script and data URLs with 400, keeping the old one", async () => {
    const pilot = await server.pilot();
    const put = (avatar_url: unknown) => server.api("/entities/User/me", { method: "PUT", token: pilot.token, body: { avatar_url } });
    expect((await put("https://cdn.soundship.test/nova.png")).body.avatar_url).toBe("https://cdn.soundship.test/nova.png");
    expect((await put("/api/apps/soundship/files/4f1c2b9e.png")).body.avatar_url).toBe("/api/apps/soundship/files/4f1c2b9e.png");
    for (const bad of ["javascript:alert(1)", " javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "http://cdn.soundship.test/nova.png"]) {
      const refused = await put(bad);
      expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 400, code: "VALIDATION_FAILED" });
      expect(refused.body.message).toContain("avatar_url");
    }
    expect((await server.api("/entities/User/me", { token: pilot.token })).body.avatar_url).toBe("/api/apps/soundship/files/4f1c2b9e.png");
    expect((await put(null)).body.avatar_url).toBeNull();
  });

  it("refuses a taken username with 409", async () => {
    const first = await server.pilot();
    const second = await server.pilot();
    await server.api("/entities/User/me", { method: "PUT", token: first.token, body: { username: "same_name" } });
    const taken = await server.api("/entities/User/me", { method: "PUT", token: second.token, body: { username: "same_name" } });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe("That username is taken");
  });
});

describe("platform", () => {
  it("answers /healthz, 404s another app id and unknown routes as JSON", async () => {
    const health = (await server.api(`${server.url}/healthz`)).body;
    expect(health).toEqual({ ok: true, now: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/), checks: { database: true, redis: null, events: true } });
    const pilot = await server.pilot();
    const other = await server.api(`${server.url}/api/apps/elsewhere/entities/User/me`, { token: pilot.token });
    expect(other.status).toBe(404);
    const unknown = await server.api("/nowhere", { token: pilot.token });
    expect(unknown).toMatchObject({ status: 404, body: { code: "NOT_FOUND" } });
  });

  it("sends no-referrer and a strict content security policy with pages, and a forbid-all policy with JSON", async () => {
    const page = await fetch(`${server.url}/Dashboard`);
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");
    expect(page.headers.get("content-security-policy")).toContain("default-src 'self'");
    const reply = await server.api(`${server.url}/healthz`);
    expect(reply.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
