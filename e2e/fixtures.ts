import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";

export { expect };

const APP_ID = "soundship";

/** A pilot created for one test, with the session the server handed out. */
export interface Pilot {
  email: string;
  password: string;
  fullName: string;
  token: string;
  id: string;
}

/** A unique address per call, so parallel tests never collide on "email taken". */
export function uniqueEmail(label = "pilot"): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Signs a pilot up through the API (faster than the form, which auth.spec.ts covers). */
export async function createPilot(request: APIRequestContext, fullName = "Nova Reyes"): Promise<Pilot> {
  const email = uniqueEmail();
  const password = `pass-${randomUUID()}`;
  const response = await request.post(`/api/apps/${APP_ID}/auth/register`, {
    data: { email, password, full_name: fullName },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { access_token: string; user: { id: string } };
  return { email, password, fullName, token: body.access_token, id: body.user.id };
}

interface Fixtures {
  /** A fresh pilot for this test. */
  pilot: Pilot;
  /** Opens `path` signed in as `pilot`, the way the login page hands a session over, and waits for the page. */
  openAsPilot: (path?: string) => Promise<void>;
}

/** The server's clock now: it started at E2E_CLOCK_START with the server and runs at real speed. */
export async function serverNow(request: APIRequestContext): Promise<number> {
  const health = await request.get("/healthz");
  return Date.parse(((await health.json()) as { now: string }).now);
}

/**
 * Puts a page on the server's clock, so countdowns and "today" agree on both sides: a run that
 * crosses midnight, or happens on any date, sees the same day everywhere.
 */
export async function useServerClock(page: Page): Promise<void> {
  await page.clock.install({ time: new Date(await serverNow(page.request)) });
}

/**
 * Moves the server's clock forward to `time` (an ISO instant or epoch ms) instead of waiting for it,
 * and each of `pages` with it, firing their due timers once, so countdowns and the server agree.
 * Only files the config lists in CLOCK_FILES may call it: they have a server of their own.
 */
export async function moveClocksTo(request: APIRequestContext, time: string | number, pages: Page[] = []): Promise<number> {
  const response = await request.post("/testing/clock", { data: { to: new Date(time).toISOString() } });
  expect(response.status(), await response.text()).toBe(200);
  const now = Date.parse(((await response.json()) as { now: string }).now);
  for (const page of pages) {
    const behind = now - (await page.evaluate(() => Date.now()));
    if (behind > 0) await page.clock.fastForward(behind);
  }
  return now;
}

export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
    await useServerClock(page);
    await use(page);
  },
  pilot: async ({ request }, use) => {
    await use(await createPilot(request));
  },
  openAsPilot: async ({ page, pilot }, use) => {
    await use(async (path = "/") => {
      await openWithToken(page, path, pilot.token);
    });
  },
});

/** Opens `path` carrying `access_token`, which the app stores and strips from the address bar. */
export async function openWithToken(page: Page, path: string, token: string): Promise<void> {
  const url = new URL(path, "http://placeholder");
  url.searchParams.set("access_token", token);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

/** The sidebar's navigation (desktop) or the mobile panel's, found by its accessible name. */
export function mainNav(page: Page) {
  return page.getByRole("navigation", { name: "Main" });
}

/** Waits for the page's transitions and finite animations to finish (endless ones, like a spinner's, never do). */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Scans the page and returns only serious and critical violations, summarised for a readable failure.
 * Transitions and finite animations finish first: axe reads colours as they are at that instant,
 * and a button fading between two colours fails the contrast check only while it fades.
 */
export async function seriousViolations(page: Page) {
  return (await allViolations(page)).filter((violation) => violation.impact === "serious" || violation.impact === "critical");
}

/**
 * Every violation axe finds, of any impact (moderate and minor too), summarised for a readable failure.
 * axe runs in the page itself (legacy mode) rather than in frames whose partial results are joined in
 * a second, blank page: the app has no frames, and that page cost a third of each scan. Only the
 * violations are gathered; the passing nodes of every rule were another quarter of it.
 */
export async function allViolations(page: Page) {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return results.violations.map((violation) => ({ id: violation.id, impact: violation.impact, nodes: violation.nodes.map((node) => node.target.join(" ")) }));
}
