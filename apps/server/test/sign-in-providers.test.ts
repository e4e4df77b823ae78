import { afterEach, describe, expect, it } from "vitest";
import type { Config } from "../src/config.ts";
import { startServer, type TestServer } from "./helpers/server.ts";

/**
 * Which providers the login page offers, and how their flow starts and ends. The whole redirect
 * flow against a real OpenID Connect server is the browser test e2e/sign-in-mail-and-provider.spec.ts.
 */
let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const PUBLIC_URL = "https://soundship.example";
const providers = (overrides: Partial<Config["providers"]> = {}): Partial<Config> => ({
  publicUrl: PUBLIC_URL,
  providers: { discord: null, google: null, oidc: null, ...overrides },
});
const noRedirect = { redirect: "manual" } as const;

describe("sign-in providers", () => {
  it("offers none without credentials, and refuses to start an unconfigured one", async () => {
    server = await startServer(providers());
    expect((await server.api("/auth/providers")).body).toEqual({ providers: [] });
    expect((await server.api("/auth/providers/discord/sign-in")).status).toBe(404);
  });

  it("offers exactly the configured ones, and starts each at the provider with our callback URL and a state cookie", async () => {
    server = await startServer(providers({ discord: { clientId: "discord-id", clientSecret: "s" }, google: { clientId: "google-id", clientSecret: "s" } }));
    expect((await server.api("/auth/providers")).body).toEqual({ providers: [{ id: "discord", name: "Discord" }, { id: "google", name: "Google" }] });
    for (const [id, host] of [["discord", "discord.com"], ["google", "accounts.google.com"]] as const) {
      const started = await fetch(`${server.url}/api/apps/soundship/auth/providers/${id}/sign-in?from_url=%2FStardustShop`, noRedirect);
      expect(started.status).toBe(302);
      const location = new URL(started.headers.get("location")!);
      expect(location.hostname).toBe(host);
      expect(location.searchParams.get("client_id")).toBe(`${id}-id`);
      expect(location.searchParams.get("redirect_uri")).toBe(`${PUBLIC_URL}/api/auth/callback/${id}`);
      expect(location.searchParams.get("state")).toBeTruthy();
      expect(started.headers.getSetCookie().some((cookie) => cookie.includes("better-auth.state"))).toBe(true);
    }
  });

  it("ends without a session on the login page, never with a token", async () => {
    server = await startServer(providers());
    const finished = await fetch(`${server.url}/api/apps/soundship/auth/providers/finish?from_url=%2FVault`, noRedirect);
    expect(finished.status).toBe(302);
    expect(finished.headers.get("location")).toBe(`${PUBLIC_URL}/login?from_url=%2FVault&error=no_session`);
  });

  it("answers a forged callback without opening a session", async () => {
    server = await startServer(providers({ discord: { clientId: "discord-id", clientSecret: "s" } }));
    const callback = await fetch(`${server.url}/api/auth/callback/discord?code=made-up&state=made-up`, noRedirect);
    expect(callback.status).toBeLessThan(500);
    expect(callback.headers.getSetCookie().some((cookie) => cookie.includes("session_token=") && !cookie.includes("Max-Age=0"))).toBe(false);
  });
});
