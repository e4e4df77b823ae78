// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { createClient } from "./client.ts";
import { memoryStorage } from "./environment.ts";
import { LOGIN_REDIRECT_DELAY_MS } from "./login-redirect.ts";
import { ACCESS_TOKEN_KEY } from "./token.ts";
import { json, sent, stubFetch } from "./testing/fetch-mock.ts";

const PAGE = "https://soundship.test/Vault";
const AUTH = "/api/apps/soundship/auth";
const pilot = { id: "u1", email: "pilot@soundship.test", full_name: "Nova" };

/** A client with a recording address bar and its own storage. */
function setup(token?: string) {
  const navigations: string[] = [];
  const location = {
    get href() { return navigations.at(-1) ?? PAGE; },
    set href(next: string) { navigations.push(next); },
  };
  const storage = memoryStorage();
  if (token) storage.setItem(ACCESS_TOKEN_KEY, token);
  const client = createClient({ requiresAuth: true, location, storage });
  return { client, storage, navigations };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("auth", () => {
  it("me() reads the current pilot", async () => {
    const fetchMock = stubFetch(json(pilot));
    await expect(setup("tok-1").client.auth.me()).resolves.toEqual(pilot);
    expect(sent(fetchMock)).toMatchObject({ method: "GET", url: { pathname: "/api/apps/soundship/entities/User/me" } });
  });

  it("updateMe() PUTs the profile fields", async () => {
    const fetchMock = stubFetch(json({ ...pilot, username: "nova_1" }));
    await setup("tok-1").client.auth.updateMe({ username: "nova_1" });
    const request = sent(fetchMock);
    expect(request).toMatchObject({ method: "PUT", url: { pathname: "/api/apps/soundship/entities/User/me" } });
    expect(request.json()).toEqual({ username: "nova_1" });
  });

  it("setAvatar() PUTs the picture's own bytes with its type, not JSON", async () => {
    const fetchMock = stubFetch(json({ ...pilot, avatar_url: "/api/apps/soundship/files/a.png" }));
    const picture = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: "image/png" });
    await expect(setup("tok-1").client.auth.setAvatar(picture)).resolves.toMatchObject({ avatar_url: "/api/apps/soundship/files/a.png" });
    const request = sent(fetchMock);
    expect(request).toMatchObject({ method: "PUT", url: { pathname: "/api/apps/soundship/entities/User/me/avatar" } });
    expect(request.headers.get("Content-Type")).toBe("image/png");
    expect(request.headers.get("Authorization")).toBe("Bearer tok-1");
    expect(request.body).toBe(picture);
  });

  it("changePassword() posts both passwords with the session and answers the server's sentence", async () => {
    const fetchMock = stubFetch(json({ ok: true, message: "Password changed" }));
    const input = { current_password: "old-secret-1", new_password: "new-secret-2" };
    await expect(setup("tok-1").client.auth.changePassword(input)).resolves.toEqual({ ok: true, message: "Password changed" });
    expect(sent(fetchMock)).toMatchObject({ method: "POST", url: { pathname: `${AUTH}/change-password` } });
    expect(sent(fetchMock).json()).toEqual(input);
    expect(sent(fetchMock).headers.get("Authorization")).toBe("Bearer tok-1");
  });

  it("a refused password change keeps the session: a wrong current password is no sign-out", async () => {
    vi.useFakeTimers();
    stubFetch(json({ message: "That is not your current password", code: "VALIDATION_FAILED" }, 400));
    const { client, navigations } = setup("tok-1");
    await expect(client.auth.changePassword({ current_password: "guess-1", new_password: "new-secret-2" })).rejects.toMatchObject({ status: 400 });
    vi.advanceTimersByTime(10 * LOGIN_REDIRECT_DELAY_MS);
    expect(client.getToken()).toBe("tok-1");
    expect(navigations).toEqual([]);
  });

  it("login() posts the credentials, keeps the token and sends it afterwards", async () => {
    const fetchMock = stubFetch(json({ access_token: "tok-new", user: pilot }));
    const { client, storage } = setup();

    const result = await client.auth.login("pilot@soundship.test", "hunter22");

    expect(result).toEqual({ access_token: "tok-new", user: pilot });
    expect(sent(fetchMock)).toMatchObject({ method: "POST", url: { pathname: `${AUTH}/login` } });
    expect(sent(fetchMock).json()).toEqual({ email: "pilot@soundship.test", password: "hunter22" });
    expect(storage.getItem(ACCESS_TOKEN_KEY)).toBe("tok-new");
    await client.auth.me();
    expect(sent(fetchMock).headers.get("Authorization")).toBe("Bearer tok-new");
  });

  it("register() posts the sign-up fields and keeps the token", async () => {
    const fetchMock = stubFetch(json({ access_token: "tok-reg", user: pilot }));
    const { client } = setup();
    const input = { email: "pilot@soundship.test", password: "hunter22", full_name: "Nova", timezone: "Europe/Berlin" };

    await client.auth.register(input);

    expect(sent(fetchMock).url.pathname).toBe(`${AUTH}/register`);
    expect(sent(fetchMock).json()).toEqual(input);
    expect(client.getToken()).toBe("tok-reg");
  });

  it("a failed login keeps no token", async () => {
    stubFetch(json({ message: "Invalid email or password", code: "INVALID_CREDENTIALS" }, 401));
    const { client } = setup();
    await expect(client.auth.login("pilot@soundship.test", "nope")).rejects.toMatchObject({ message: "Invalid email or password" });
    expect(client.auth.hasToken()).toBe(false);
  });

  it("logout() ends the session with its token, forgets it and goes to the login page", async () => {
    const fetchMock = stubFetch(json({ ok: true }));
    const { client, storage, navigations } = setup("tok-1");

    await client.auth.logout("https://soundship.test/Dashboard");

    expect(sent(fetchMock)).toMatchObject({ method: "POST", url: { pathname: `${AUTH}/logout` } });
    expect(sent(fetchMock).headers.get("Authorization")).toBe("Bearer tok-1");
    expect(storage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(navigations).toEqual([`/login?from_url=${encodeURIComponent("https://soundship.test/Dashboard")}&app_id=soundship`]);
  });

  it("logout() signs out locally even when the server cannot be reached", async () => {
    vi.useFakeTimers();
    stubFetch(new TypeError("Failed to fetch"));
    const { client, navigations } = setup("tok-1");
    await client.auth.logout();
    vi.advanceTimersByTime(10 * LOGIN_REDIRECT_DELAY_MS);
    expect(client.getToken()).toBeNull();
    expect(navigations).toEqual([`/login?from_url=${encodeURIComponent(PAGE)}&app_id=soundship`]);
  });

  it("logout() without a token makes no request", async () => {
    const fetchMock = stubFetch();
    const { client, navigations } = setup();
    await client.auth.logout();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(navigations).toHaveLength(1);
  });

  it("redirectToLogin() returns to the current page by default", () => {
    const { client, navigations } = setup();
    client.auth.redirectToLogin();
    client.auth.redirectToLogin("https://soundship.test/Shop");
    expect(navigations).toEqual([
      `/login?from_url=${encodeURIComponent(PAGE)}&app_id=soundship`,
      `/login?from_url=${encodeURIComponent("https://soundship.test/Shop")}&app_id=soundship`,
    ]);
  });

  it("requestPasswordReset() and resetPassword() post their fields", async () => {
    const fetchMock = stubFetch(json({ ok: true }), json({ ok: true }));
    const { client } = setup();

    await expect(client.auth.requestPasswordReset("pilot@soundship.test")).resolves.toEqual({ ok: true });
    expect(sent(fetchMock).url.pathname).toBe(`${AUTH}/reset-password/request`);
    expect(sent(fetchMock).json()).toEqual({ email: "pilot@soundship.test" });

    await expect(client.auth.resetPassword("reset-tok", "new-secret-1")).resolves.toEqual({ ok: true });
    expect(sent(fetchMock).url.pathname).toBe(`${AUTH}/reset-password`);
    expect(sent(fetchMock).json()).toEqual({ token: "reset-tok", password: "new-secret-1" });
  });

  it("isAuthenticated() is true when me() succeeds", async () => {
    stubFetch(json(pilot));
    await expect(setup("tok-1").client.auth.isAuthenticated()).resolves.toBe(true);
  });

  it("isAuthenticated() is false on 401 and does not leave the page", async () => {
    vi.useFakeTimers();
    stubFetch(json({ message: "Sign in to continue", code: "NOT_AUTHENTICATED" }, 401));
    const { client, navigations } = setup("tok-1");
    await expect(client.auth.isAuthenticated()).resolves.toBe(false);
    vi.advanceTimersByTime(10 * LOGIN_REDIRECT_DELAY_MS);
    expect(navigations).toEqual([]);
  });

  it("hasToken() follows setToken()", () => {
    const { client } = setup();
    expect(client.auth.hasToken()).toBe(false);
    client.setToken("tok-1");
    expect(client.auth.hasToken()).toBe(true);
  });
});
