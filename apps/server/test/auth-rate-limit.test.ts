import { PLATFORM_MESSAGES } from "@soundship/shared";
import { afterEach, describe, expect, it } from "vitest";
import type { Config } from "../src/config.ts";
import { manualClock } from "./helpers/economy.ts";
import { startServer, type TestServer } from "./helpers/server.ts";

/**
 * Sign-in is limited per account (e-mail, whatever its case and spaces) and per address and account,
 * and per address alone only at a far higher volume; the address is read through as many proxies
 * as TRUST_PROXY_HOPS says and no further.
 */
const MAX = 3;
const ADDRESS_MAX = 6;
let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const clock = manualClock("2026-03-02T10:00:00Z");
async function start(config: Partial<Config>) {
  clock.set("2026-03-02T10:00:00Z");
  server = await startServer({ authRateLimitMax: MAX, authAddressRateLimitMax: ADDRESS_MAX, ...config }, { clock });
  return server;
}

/**
 * Signs in on one test's own server: a test that times out leaves its loop running, and bound to
 * the shared handle it would go on spending the next test's budgets.
 */
const loginTo = (running: TestServer) => (email: string, password: string, forwardedFor?: string) =>
  running.api("/auth/login", { method: "POST", body: { email, password }, headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {} });

/** The same address in every case, to tell which spelling reaches the account. */
const spellings = (email: string) => [email, email.toUpperCase(), `  ${email}  `, email.replace(/^./, (c) => c.toUpperCase())];

describe.each([
  ["in development, trusting no proxy", { env: "development", trustProxyHops: 0 }],
  ["in production behind one proxy", { env: "production", trustProxyHops: 1 }],
  ["in production, trusting no proxy", { env: "production", trustProxyHops: 0 }],
] as const)("sign-in %s", (_name, config) => {
  it("limits 30 wrong passwords for one account from rotating X-Forwarded-For values and mixed e-mail case", async () => {
    const running = await start(config);
    const login = loginTo(running);
    const pilot = await running.pilot();
    const replies = [];
    for (let i = 0; i < 30; i++) {
      const email = spellings(pilot.email)[i % 4]!;
      replies.push(await login(email, `guess-${i}`, `203.0.113.${i + 1}`));
    }
    expect(replies.map((reply) => reply.status)).toEqual([...Array(MAX).fill(401), ...Array(30 - MAX).fill(429)]);
    expect(replies.at(-1)!.body).toEqual({ code: "RATE_LIMITED", message: PLATFORM_MESSAGES.tooManyAttempts });
    // While limited, not even the right password is tried.
    expect((await login(pilot.email, pilot.password, "198.51.100.7")).status).toBe(429);
  });

  it("limits one address trying many accounts at a volume far above one person's, and forged entries before our proxies do not change the address", async () => {
    const login = loginTo(await start(config));
    const statuses = [];
    for (let i = 0; i < ADDRESS_MAX + 3; i++) {
      // A client may write anything into the header; only what our own proxy appended counts.
      statuses.push((await login(`stranger${i}@soundship.test`, "guess-0", `10.9.${i}.1, 192.0.2.44`)).status);
    }
    expect(statuses).toEqual([...Array(ADDRESS_MAX).fill(401), 429, 429, 429]);
    // Through our proxy a new client address has its own budget; without one, the header is ignored.
    const next = await login("newcomer@soundship.test", "guess-0", "10.9.9.1, 192.0.2.45");
    expect(next.status).toBe(config.trustProxyHops > 0 ? 401 : 429);
  });
});

describe("sign-in limits and neighbours", () => {
  it("lets another pilot behind the same address sign in at once after 30 failures on one account", async () => {
    const running = await start({ trustProxyHops: 1, authAddressRateLimitMax: 300 });
    const login = loginTo(running);
    const victim = await running.pilot("Victim");
    const neighbour = await running.pilot("Neighbour");
    const statuses = [];
    for (let i = 0; i < 30; i++) statuses.push((await login(spellings(victim.email)[i % 4]!, `guess-${i}`, "198.51.100.20")).status);
    expect(statuses).toEqual([...Array(MAX).fill(401), ...Array(30 - MAX).fill(429)]);
    const signedIn = await login(neighbour.email, neighbour.password, "198.51.100.20");
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.email).toBe(neighbour.email);
    // The attacked account stays limited from every address meanwhile.
    expect((await login(victim.email, victim.password, "203.0.113.99")).status).toBe(429);
  });
});

describe("sign-in limits over time", () => {
  it("lets the account try again once the minute is over", async () => {
    const running = await start({ trustProxyHops: 1 });
    const login = loginTo(running);
    const pilot = await running.pilot();
    for (let i = 0; i < MAX; i++) expect((await login(pilot.email, `guess-${i}`, `203.0.113.${i}`)).status).toBe(401);
    expect((await login(pilot.email, pilot.password, "203.0.113.200")).status).toBe(429);
    clock.set("2026-03-02T10:01:00Z");
    expect((await login(pilot.email.toUpperCase(), pilot.password, "203.0.113.201")).status).toBe(200);
  });

  it("limits password reset requests per account across addresses", async () => {
    const running = await start({ trustProxyHops: 1 });
    const pilot = await running.pilot();
    const statuses = [];
    for (let i = 0; i < MAX + 2; i++) {
      statuses.push((await running.api("/auth/reset-password/request", { method: "POST", body: { email: spellings(pilot.email)[i % 4] }, headers: { "x-forwarded-for": `203.0.113.${i}` } })).status);
    }
    expect(statuses).toEqual([...Array(MAX).fill(200), 429, 429]);
  });
});
