import type { Page } from "@playwright/test";
import { holdThenFail, rankedPilots } from "./board-mocks";
import { getLeaderboardContract } from "@soundship/shared";
import { stubFunction, type StubReply } from "./function-stubs";
import { wav } from "../apps/server/test/helpers/media-files.ts";
import { expect, seriousViolations, test } from "./fixtures";

const SEASON = { startsAt: "2026-11-01T00:00:00.000Z", endsAt: "2026-12-01T00:00:00.000Z" };

type Board = Pick<StubReply<typeof getLeaderboardContract>, "players"> & Partial<Pick<StubReply<typeof getLeaderboardContract>, "me">>;

/** Answers both boards: `players` and `me` for the all-time one, and `season` for This Season. */
async function boards(page: Page, allTime: Board, season: Board = { players: [] }) {
  await stubFunction(page, getLeaderboardContract, (payload) => ({
    me: null,
    ...(payload.period === "season" ? season : allTime),
    period: payload.period ?? "all_time",
    season: SEASON,
  }));
}

const rankings = (page: Page) => page.getByRole("list", { name: "Full Rankings" }).getByRole("listitem");

test("the podium stands 2nd, 1st, 3rd from left to right, first place enlarged; Full Rankings list all", async ({ page, openAsPilot }) => {
  await boards(page, { players: rankedPilots(5) });
  await openAsPilot("/Leaderboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Galactic Leaderboard");

  const podium = page.getByRole("list", { name: "Podium" });
  const [first, second, third] = await Promise.all(
    ["1st place", "2nd place", "3rd place"].map(async (name) => {
      const place = podium.getByRole("listitem", { name });
      await expect(place).toBeVisible();
      return (await place.boundingBox())!;
    }),
  );
  expect(second.x).toBeLessThan(first.x);
  expect(first.x).toBeLessThan(third.x);
  expect(first.height).toBeGreaterThan(second.height);
  expect(first.height).toBeGreaterThan(third.height);
  expect(first.width).toBeGreaterThan(second.width);
  await expect(podium.getByRole("listitem", { name: "1st place" })).toContainText("Ace 1");
  await expect(podium.getByRole("listitem", { name: "2nd place" })).toContainText("Ace 2");

  await expect(rankings(page)).toHaveCount(5);
  await expect(rankings(page).nth(0).getByRole("img", { name: "Rank 1" })).toBeVisible();
  await expect(rankings(page).nth(1).getByRole("img", { name: "Rank 2" })).toBeVisible();
  await expect(rankings(page).nth(2).getByRole("img", { name: "Rank 3" })).toBeVisible();
  await expect(rankings(page).nth(3)).toContainText("#4");
  await expect(rankings(page).nth(3)).toContainText("Ace 4");
  await expect(rankings(page).nth(3)).toContainText("47 victories");
  await expect(rankings(page).nth(3)).toContainText("9,700 points");
});

test("the pilot's own row is highlighted in the list, and shown below it with its rank when outside the top 100", async ({ page, openAsPilot, pilot }) => {
  const me = { userId: pilot.id, username: "Nova", score: 12, battlesWon: 0, rank: 250 };
  await boards(page, { players: rankedPilots(100), me }, { players: rankedPilots(4, { 2: { userId: pilot.id, username: "Nova" } }), me: { ...me, rank: 3 } });
  await openAsPilot("/Leaderboard");

  await expect(rankings(page)).toHaveCount(100);
  await expect(page.locator("[aria-current=true]")).toHaveCount(1);
  const own = page.getByRole("region", { name: "Your rank" });
  await expect(own).toContainText("#250");
  await expect(own).toContainText("Nova");
  await expect(own.getByRole("listitem")).toHaveAttribute("aria-current", "true");
  await expect(rankings(page).first()).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
  await expect(own.getByRole("listitem")).not.toHaveCSS("background-color", "rgba(0, 0, 0, 0)");

  await page.getByRole("tab", { name: "This Season" }).click();
  await expect(page.getByText("The season ends")).toBeVisible();
  await expect(page.locator("time")).toHaveAttribute("datetime", SEASON.endsAt);
  await expect(rankings(page)).toHaveCount(4);
  await expect(rankings(page).nth(2)).toHaveAttribute("aria-current", "true");
  await expect(rankings(page).nth(2)).toContainText("You");
  await expect(page.getByRole("region", { name: "Your rank" })).toHaveCount(0);
  await expect(page.getByRole("listitem", { name: "3rd place" })).toHaveAttribute("aria-current", "true");
});

for (const count of [0, 1, 2]) {
  test(`with ${count} ranked pilot${count === 1 ? "" : "s"} there is no podium`, async ({ page, openAsPilot }) => {
    await boards(page, { players: rankedPilots(count) });
    await openAsPilot("/Leaderboard");
    await expect(page.getByRole("heading", { name: "Full Rankings" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Podium" })).toHaveCount(0);
    if (count === 0) await expect(page.getByText("No rankings yet")).toBeVisible();
    else await expect(rankings(page)).toHaveCount(count);
  });
}

test("shows 'Loading Rankings...' while loading, and a failed load is only logged", async ({ page, openAsPilot }) => {
  const { release, logged } = await holdThenFail(page, ["getLeaderboard"]);
  await openAsPilot("/Leaderboard");
  await expect(page.getByText("Loading Rankings...")).toBeVisible();
  release();
  await expect(page.getByText("No rankings yet")).toBeVisible();
  expect(logged.some((line) => line.includes("Leaderboard: rankings failed to load"))).toBe(true);
});

test("a pilot who earns XP is on the real board, their row marked, and gets a Galaxy Rank on the deck", async ({ page, request, openAsPilot, pilot }) => {
  // An upload is the surest real XP: +10 for each of the day's first three.
  const auth = { authorization: `Bearer ${pilot.token}` };
  const file = wav();
  const link = await request.post("/api/apps/soundship/functions/createUploadUrl", {
    headers: auth,
    data: { filename: "orbit.wav", contentType: "audio/wav", size: file.length },
  });
  expect(link.status()).toBe(200);
  const { uploadUrl, headers } = (await link.json()) as { uploadUrl: string; headers: Record<string, string> };
  expect((await request.put(uploadUrl, { headers: { ...headers, ...auth }, data: file })).status()).toBe(200);

  await openAsPilot("/Leaderboard");
  // Full Rankings lists everyone; on a young board the pilot may also stand on the podium, marked there too.
  const own = page.getByRole("list", { name: "Full Rankings" }).locator("li[aria-current=true]");
  await expect(own).toHaveCount(1);
  await expect(own).toContainText(pilot.fullName);
  await expect(own).toContainText("10 points");
  await expect(own).toContainText("You");

  await page.getByRole("link", { name: "Command Deck" }).first().click();
  await expect(page.locator("dl", { has: page.locator('dt:text-is("Galaxy Rank")') }).locator("dd")).toHaveText(/^#[\d,]+$/);
});

for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
  test(`the board has no serious or critical accessibility violations at ${viewport.width} px`, async ({ page, openAsPilot, pilot }) => {
    test.slow(); // axe over the whole page takes a while on a busy machine
    await page.setViewportSize(viewport);
    await boards(page, { players: rankedPilots(8, { 4: { userId: pilot.id } }) });
    await openAsPilot("/Leaderboard");
    await expect(page.getByRole("list", { name: "Podium" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
