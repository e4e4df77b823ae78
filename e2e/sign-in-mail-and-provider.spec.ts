import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test, type Page } from "@playwright/test";
import { PLATFORM_MESSAGES } from "@soundship/shared";
import { seriousViolations, uniqueEmail } from "./fixtures";
import { startOidcServer, type OidcServer } from "./oidc-server";

/**
 * Sign-in with an OpenID Connect provider through the real redirect flow, and the links of mails:
 * a real provider (oidc-provider) and an app server configured for it by OIDC_ISSUER, both started
 * here, so the app reads the provider's discovery document at start as it would in production;
 * its console mailer prints each mail, and the test follows the links as a pilot would.
 */
test.describe.configure({ mode: "serial" });

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const PROVIDER_NAME = "Test Identity";
let oidc: OidcServer;
let app: ChildProcess;
let appUrl: string;
let dataDir: string | undefined;
const printed: string[] = [];

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  appUrl = `http://localhost:${port}`;
  oidc = await startOidcServer(() => `${appUrl}/api/auth/callback/oidc`);
  dataDir = mkdtempSync(path.join(tmpdir(), "soundship-e2e-oidc-"));
  app = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: repoRoot,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: "",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      REBUILD_WEB: "0",
      AUTH_RATE_LIMIT_MAX: "1000",
      OIDC_ISSUER: oidc.issuer,
      OIDC_CLIENT_ID: oidc.clientId,
      OIDC_CLIENT_SECRET: oidc.clientSecret,
      OIDC_NAME: PROVIDER_NAME,
    },
  });
  // The console mailer prints each mail as one line: the verification links are read from here.
  app.stdout!.on("data", (chunk: Buffer) => printed.push(...chunk.toString().split("\n")));
  for (let tries = 0; ; tries++) {
    const ready = await fetch(`${appUrl}/healthz`).then((response) => response.ok, () => false);
    if (ready) break;
    if (tries > 200) throw new Error("the app server did not start");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

test.afterAll(async () => {
  if (app && app.exitCode === null) {
    const exited = new Promise((resolve) => app!.once("exit", resolve));
    app.kill("SIGTERM");
    await exited;
  }
  await oidc?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const api = (route: string, init?: { body?: object; token?: string }) =>
  fetch(`${appUrl}/api/apps/soundship${route}`, {
    method: init?.body ? "POST" : "GET",
    headers: { "content-type": "application/json", ...(init?.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init?.body ? JSON.stringify(init.body) : undefined,
  });

async function me(token: string) {
  return (await (await api("/entities/User/me", { token })).json()) as { id: string; email: string; stardust: number; email_verified: boolean };
}

/** Clicks the provider's button on the login page and, at the provider, signs in as `login` (and consents). */
async function signInWithProvider(page: Page, login: string, fromPath = "/StardustShop") {
  await page.goto(`${appUrl}/login?from_url=${encodeURIComponent(fromPath)}&app_id=soundship`);
  await page.getByRole("link", { name: `Continue with ${PROVIDER_NAME}` }).click();
  // The login page itself is on the app's origin: waiting for "the provider or the app" would be
  // satisfied before the click's navigation starts, and the provider's form would go unfilled.
  await page.waitForURL((url) => url.origin === oidc.issuer || (url.origin === appUrl && !url.pathname.startsWith("/login") && !url.pathname.startsWith("/api/")));
  if (new URL(page.url()).origin === oidc.issuer) {
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill("any-password");
    await page.getByRole("button", { name: "Sign-in" }).click();
    await page.getByRole("button", { name: "Continue" }).click();
  }
  await page.waitForURL((url) => url.origin === appUrl && !url.pathname.startsWith("/api/"));
}

/** The token the app keeps after the login page (or the provider's flow) hands it over. */
async function keptToken(page: Page): Promise<string> {
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).length)).toBeGreaterThan(0);
  const token = await page.evaluate(() => Object.entries(localStorage).find(([key]) => key.includes("token"))?.[1] ?? null);
  expect(token).toBeTruthy();
  return token!;
}

test("the login page offers the configured provider; a first sign-in creates a welcomed pilot, a second finds the same one", async ({ browser }) => {
  test.slow(); // two round trips through the provider in fresh browsers, and an axe scan
  const login = uniqueEmail("provider");
  const first = await browser.newContext();
  const page = await first.newPage();
  await page.goto(`${appUrl}/login`);
  await expect(page.getByRole("link", { name: `Continue with ${PROVIDER_NAME}` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await signInWithProvider(page, login);
  await expect(page.getByRole("heading", { level: 1, name: "Stardust Shop" })).toBeVisible();
  await expect(page).not.toHaveURL(/access_token/);
  const pilot = await me(await keptToken(page));
  expect(pilot).toMatchObject({ email: login, email_verified: true, stardust: 100 });
  await first.close();

  // A new browser, so the provider asks again: the same account comes back to the same pilot.
  const second = await browser.newContext();
  const again = await second.newPage();
  await signInWithProvider(again, login, "/Leaderboard");
  await expect(again.getByRole("heading", { level: 1, name: "Galactic Leaderboard" })).toBeVisible();
  expect(await me(await keptToken(again))).toMatchObject({ id: pilot.id, stardust: 100 });
  await second.close();
});

test("a pilot who verified the address from the mail is linked by the provider, never duplicated", async ({ page }) => {
  const email = uniqueEmail("linked");
  const signUp = await api("/auth/register", { body: { email, password: "a-long-enough-password", full_name: "Linked Pilot" } });
  expect(signUp.status).toBe(200);
  const { user } = (await signUp.json()) as { user: { id: string } };

  await expect.poll(() => printed.find((line) => line.startsWith(`Mail to ${email} · Verify`))).toBeTruthy();
  const link = /(http\S+verify_token=\S+)/.exec(printed.find((line) => line.startsWith(`Mail to ${email} · Verify`))!)![1]!;
  await page.goto(link);
  await expect(page.getByText(PLATFORM_MESSAGES.emailVerified)).toBeVisible();

  await signInWithProvider(page, email);
  await expect(page.getByRole("heading", { level: 1, name: "Stardust Shop" })).toBeVisible();
  expect(await me(await keptToken(page))).toMatchObject({ id: user.id, email, email_verified: true, stardust: 100 });
});

test("a pilot who never verified the address is not taken over through the provider", async ({ page }) => {
  const email = uniqueEmail("unverified");
  expect((await api("/auth/register", { body: { email, password: "a-long-enough-password", full_name: "Careful Pilot" } })).status).toBe(200);
  await signInWithProvider(page, email);
  await expect(page.getByText(PLATFORM_MESSAGES.providerNotLinked)).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  const signIn = await api("/auth/login", { body: { email, password: "a-long-enough-password" } });
  expect(((await signIn.json()) as { user: { email_verified: boolean } }).user.email_verified).toBe(false);
});

test("an unverified pilot sees a gentle reminder on the Command Deck until the mail's link is followed", async ({ page }) => {
  const email = uniqueEmail("banner");
  const signUp = await api("/auth/register", { body: { email, password: "a-long-enough-password", full_name: "Banner Pilot" } });
  const { access_token } = (await signUp.json()) as { access_token: string };
  await page.goto(`${appUrl}/?access_token=${access_token}`);
  const banner = page.getByRole("region", { name: "Verify your email" });
  await expect(banner).toContainText(email);
  await banner.getByRole("button", { name: "Send a new link" }).click();
  await expect(banner.getByRole("status")).toHaveText("A new link is on its way.");

  const mails = () => printed.filter((line) => line.startsWith(`Mail to ${email} · Verify`));
  await expect.poll(() => mails().length).toBe(2);
  await page.goto(/(http\S+verify_token=\S+)/.exec(mails()[1]!)![1]!);
  await expect(page.getByText(PLATFORM_MESSAGES.emailVerified)).toBeVisible();
  await page.goto(`${appUrl}/`);
  await expect(page.getByRole("heading", { level: 1, name: "Command Center" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Verify your email" })).toHaveCount(0);
});

test("a forgotten password is reset from the mailed link, and the new one signs in", async ({ page }) => {
  const email = uniqueEmail("reset");
  await api("/auth/register", { body: { email, password: "the-old-password", full_name: "Reset Pilot" } });
  await page.goto(`${appUrl}/login`);
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toContainText("a reset link is on its way");

  const mail = () => printed.find((line) => line.startsWith(`Mail to ${email} · Reset`));
  await expect.poll(mail).toBeTruthy();
  await page.goto(/(http\S+reset_token=\S+)/.exec(mail()!)![1]!);
  await page.getByLabel("New password", { exact: true }).fill("the-new-password");
  await page.getByLabel("Confirm new password").fill("the-new-password");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Password changed. Sign in with your new password.")).toBeVisible();
  await page.getByLabel("Password").fill("the-new-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Command Center" })).toBeVisible();
});
