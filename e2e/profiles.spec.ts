import { randomUUID } from "node:crypto";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { getLeaderboardContract } from "@soundship/shared";
import { invoke, pilotOf, secondsAfter, uploadTrack } from "./battle-fixtures";
import { allViolations, createPilot, expect, openWithToken, serverNow, test, useServerClock, type Pilot } from "./fixtures";
import { stubFunction } from "./function-stubs";

/** Waits until the pilot's track has been processed and shows on their profile. */
async function trackOnProfile(request: APIRequestContext, pilot: Pilot, title: string) {
  await expect
    .poll(async () => (await invoke(request, pilot, "pilotProfile", { pilot_id: pilot.id })).tracks.map((track: { title: string }) => track.title), { timeout: 20_000 })
    .toContain(title);
}

/** A page of its own for a second pilot, on the server's clock (axe scans pages of a context). */
async function pageOf(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await useServerClock(page);
  return page;
}

/** Settled pages only, then no horizontal scroll on a phone. */
async function fitsThePhone(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(/Loading|Initializing/)).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test("a leaderboard name opens the pilot's profile, by keyboard too, with their playable tracks and no violations", async ({ page, request, pilot, openAsPilot }) => {
  test.slow();
  const tag = randomUUID().slice(0, 6);
  const ace = await createPilot(request, `Vega Ace ${tag}`);
  const title = `Ion Drift ${tag}`;
  await uploadTrack(request, ace, title);
  await trackOnProfile(request, ace, title);
  // The shared board holds every test's pilots: this one answers the ranked pilot by their real id.
  await stubFunction(page, getLeaderboardContract, { players: [{ userId: ace.id, username: ace.fullName, score: 10, battlesWon: 0, rank: 1 }], me: null, period: "all_time", season: { startsAt: "2026-11-01T00:00:00.000Z", endsAt: "2026-12-01T00:00:00.000Z" } });

  await openAsPilot("/Leaderboard");
  await page.getByRole("link", { name: ace.fullName }).first().focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`/Pilot?id=${ace.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ace.fullName);
  await expect(page.getByRole("listitem", { name: title }).getByRole("slider", { name: `Seek ${title}` })).toBeVisible();
  await expect(page.getByRole("button", { name: /Hide .* on your profile/ })).toHaveCount(0);
  expect(await allViolations(page)).toEqual([]);
  expect(pilot.id).not.toBe(ace.id);
});

test("a pilot hides a track from their profile; other pilots no longer see it", async ({ browser, request }) => {
  test.slow();
  const tag = randomUUID().slice(0, 6);
  const [owner, visitor] = [await createPilot(request, `Lyra Owner ${tag}`), await createPilot(request, `Castor Visitor ${tag}`)];
  const title = `Quiet Orbit ${tag}`;
  await uploadTrack(request, owner, title);
  await trackOnProfile(request, owner, title);

  const page = await pageOf(browser);
  await openWithToken(page, `/Pilot?id=${owner.id}`, owner.token);
  await page.getByRole("button", { name: `Hide ${title} on your profile` }).click();
  await expect(page.getByRole("listitem", { name: title }).getByText("Hidden", { exact: true })).toBeVisible();

  const other = await pageOf(browser);
  await openWithToken(other, `/Pilot?id=${owner.id}`, visitor.token);
  await expect(other.getByText("No transmissions yet")).toBeVisible();
  await expect(other.getByRole("listitem", { name: title })).toHaveCount(0);
});

test("My Battles lists the battles a pilot hosts and entered, from the sidebar and the Command Deck", async ({ browser, request }) => {
  test.slow();
  const tag = randomUUID().slice(0, 6);
  const [host, entrant] = await Promise.all([pilotOf(request, "commander", `Vega Host ${tag}`), pilotOf(request, "cadet", `Nova Entrant ${tag}`)]);
  const now = await serverNow(request);
  const battleTitle = `Pulsar Clash ${tag}`;
  const { battle } = await invoke(request, host, "createBattle", { title: battleTitle, start_time: secondsAfter(now, -1), end_time: secondsAfter(now, 3600), voting_end_time: secondsAfter(now, 7200) });
  await invoke(request, entrant, "enterBattle", { battle_id: battle.id, beat_id: await uploadTrack(request, entrant, `Entry ${tag}`) });

  const hostPage = await pageOf(browser);
  await openWithToken(hostPage, "/Dashboard", host.token);
  await hostPage.getByRole("navigation", { name: "Your battles" }).getByRole("link", { name: "My Battles" }).click();
  await expect(hostPage).toHaveURL("/MyBattles");
  await expect(hostPage.getByRole("list", { name: "Hosted" }).getByRole("listitem", { name: battleTitle })).toContainText("Open for entries");
  await expect(hostPage.getByText("You have not entered a battle yet")).toBeVisible();

  const entrantPage = await pageOf(browser);
  await openWithToken(entrantPage, "/Dashboard", entrant.token);
  await entrantPage.getByRole("region", { name: "Active Battles" }).getByRole("link", { name: "My battles" }).click();
  const row = entrantPage.getByRole("list", { name: "Entered" }).getByRole("listitem", { name: battleTitle });
  await expect(row).toContainText("Entries close in");
  expect(await allViolations(entrantPage)).toEqual([]);
  await row.getByRole("link", { name: battleTitle }).click();
  await expect(entrantPage).toHaveURL(`/Battle?id=${battle.id}`);
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the profile and My Battles fit the screen and have no violations", async ({ page, request, pilot, openAsPilot }) => {
    test.slow();
    const title = `Narrow ${randomUUID().slice(0, 6)} ${"Nebula ".repeat(8)}`.trim();
    await uploadTrack(request, pilot, title);
    await trackOnProfile(request, pilot, title);
    await openAsPilot(`/Pilot?id=${pilot.id}`);
    await expect(page.getByRole("listitem", { name: title })).toBeVisible();
    await fitsThePhone(page);
    expect(await allViolations(page)).toEqual([]);
    await page.goto("/MyBattles");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Battles");
    await fitsThePhone(page);
    expect(await allViolations(page)).toEqual([]);
  });
});
