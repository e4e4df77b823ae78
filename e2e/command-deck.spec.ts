import type { Page } from "@playwright/test";
import { holdThenFail, rankedPilots } from "./board-mocks";
import { galaxyRankContract, starshipApiContract } from "@soundship/shared";
import { stubFunction } from "./function-stubs";
import { expect, seriousViolations, test } from "./fixtures";

/** The value of the stat tile labelled `label`. */
const stat = (page: Page, label: string) => page.locator("dl", { has: page.locator(`dt:text-is("${label}")`) }).locator("dd");

/** The deck's feed with no battles and, when asked, no rankings. */
async function quietFeed(page: Page, { rankings }: { rankings: boolean }) {
  await stubFunction(page, starshipApiContract, (payload) =>
    payload.endpoint === "/battles?status=active" ? { battles: [] } : rankings ? undefined : { players: [] },
  );
}

test("a new pilot sees where they stand and what to do next, with empty lists", async ({ page, openAsPilot, pilot }) => {
  await quietFeed(page, { rankings: false });
  await openAsPilot("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Command Center");
  await expect(page.getByText(`Welcome aboard, ${pilot.fullName}`)).toBeVisible();
  await expect(page.getByText("No tier yet")).toBeVisible();
  // A free pilot can play: the month's 3 free entries, and the way to more.
  const entries = page.getByRole("note").filter({ hasText: "free battle entries left this month" });
  await expect(entries).toContainText("3 of 3 free battle entries left this month: enter any Beat Battle, Song Battle or Rap On Beat.");
  await expect(entries.getByRole("link", { name: "Fleet Status" })).toHaveAttribute("href", "/MembershipHQ");

  await expect(stat(page, "Active Battles")).toHaveText("0");
  await expect(stat(page, "Galaxy Rank")).toHaveText("-");
  await expect(stat(page, "Stardust")).toHaveText("100");
  await expect(stat(page, "Total Pilots")).toHaveText(/^[1-9][\d,]*$/);

  const orders = page.getByRole("region", { name: "Today's Orders" });
  // Opening the app counts the daily login quest, so one is done and waits to be claimed.
  await expect(orders).toContainText(/1 of \d+ daily quests complete/);
  await expect(orders).toContainText("1 reward to claim");
  await expect(orders).toContainText("Daily luck card ready");
  await expect(orders).toContainText("Earn XP to get a Galaxy Rank");
  await expect(orders.getByRole("link", { name: /Daily luck card ready/ })).toHaveAttribute("href", "/LuckCardDraw");

  const battles = page.getByRole("region", { name: "Active Battles" });
  await expect(battles.getByText("No active battles")).toBeVisible();
  await battles.getByRole("link", { name: "Launch First Battle" }).click();
  await expect(page).toHaveURL(/\/BattleCreator$/);
  await page.goBack();
  await expect(page.getByRole("region", { name: "Top Pilots" }).getByText("No rankings yet")).toBeVisible();
});

test("a pilot without a full name is welcomed as 'Commander'", async ({ page, openAsPilot }) => {
  await page.route("**/api/apps/soundship/entities/User/me", async (route) => {
    if (route.request().method() !== "GET") return route.fallback();
    const response = await route.fetch();
    return route.fulfill({ response, json: { ...(await response.json()), full_name: "" } });
  });
  await openAsPilot("/Dashboard");
  await expect(page.getByText("Welcome aboard, Commander")).toBeVisible();
});

test("a busy pilot sees their rank, five battles and the top five, each a way in", async ({ page, request, openAsPilot, pilot }) => {
  const battles = Array.from({ length: 6 }, (_, index) => ({
    battleId: `battle-${index + 1}`,
    trackId: `Nebula Run ${index + 1}`,
    opponents: Array.from({ length: index + 1 }, (_, n) => `entry-${n}`),
    mode: index === 0 ? ("freestyle_cipher" as const) : ("beat_battle" as const),
  }));
  await stubFunction(page, starshipApiContract, (payload) =>
    payload.endpoint === "/battles?status=active" ? { battles } : { players: rankedPilots(10, { 1: { userId: pilot.id, username: "" } }) },
  );
  await stubFunction(page, galaxyRankContract, { rank: 2, score: 9900, battlesWon: 49, totalPilots: 12_345 });
  // Today's card is drawn, through the real function.
  const draw = await request.post("/api/apps/soundship/functions/drawDailyCard", { headers: { authorization: `Bearer ${pilot.token}` }, data: {} });
  expect(draw.status()).toBe(200);

  await openAsPilot("/");
  await expect(stat(page, "Active Battles")).toHaveText("6");
  await expect(stat(page, "Galaxy Rank")).toHaveText("#2");
  await expect(stat(page, "Total Pilots")).toHaveText("12,345");
  await expect(page.getByRole("region", { name: "Today's Orders" })).toContainText("Luck card drawn today");
  await expect(page.getByRole("region", { name: "Today's Orders" })).toContainText("You are on the board");

  const battleRows = page.getByRole("list", { name: "Active Battles" }).getByRole("listitem");
  await expect(battleRows).toHaveCount(5);
  await expect(battleRows.first()).toContainText("Nebula Run 1");
  await expect(battleRows.first()).toContainText("1 pilot");
  await expect(battleRows.first()).toContainText("freestyle cipher");
  await expect(battleRows.nth(2)).toContainText("3 pilots");
  await expect(battleRows.nth(2)).toContainText("beat battle");
  await expect(battleRows.nth(2).getByRole("link", { name: "View Nebula Run 3" })).toHaveAttribute("href", "/Battle?id=battle-3");

  const pilots = page.getByRole("list", { name: "Top Pilots" }).getByRole("listitem");
  await expect(pilots).toHaveCount(5);
  await expect(pilots.nth(0).getByRole("img", { name: "Rank 1" })).toBeVisible();
  await expect(pilots.nth(0)).toContainText("Ace 1");
  await expect(pilots.nth(0)).toContainText("50 wins");
  await expect(pilots.nth(0)).toContainText("10,000 pts");
  await expect(pilots.nth(1)).toContainText(pilot.id); // no callsign: the user id
  await expect(pilots.nth(1)).toHaveAttribute("aria-current", "true");
  await expect(pilots.nth(2).getByRole("img", { name: "Rank 3" })).toBeVisible();
  await expect(pilots.nth(3)).toContainText("#4");

  const shortcuts = page.getByRole("navigation", { name: "Shortcuts" }).getByRole("link");
  const expected: [string, string][] = [
    ["Launch Battle", "/BattleCreator"],
    ["Judge Submissions", "/JudgePanel"],
    ["Draw Luck Card", "/LuckCardDraw"],
    ["Stardust Shop", "/StardustShop"],
    ["Upload Track", "/TransmissionBay"],
    ["Leaderboard", "/Leaderboard"],
    ["Join Tournament", "/TournamentHub"],
    ["Upgrade Tier", "/MembershipHQ"],
  ];
  await expect(shortcuts).toHaveText(expected.map(([label]) => label));
  for (const [index, [, href]] of expected.entries()) await expect(shortcuts.nth(index)).toHaveAttribute("href", href);
  await shortcuts.filter({ hasText: "Leaderboard" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Galactic Leaderboard");
});

test("shows 'Initializing Starship Systems...' while loading, then logs failures and shows the empty lists", async ({ page, openAsPilot }) => {
  const { release, logged } = await holdThenFail(page, ["starshipApi", "galaxyRank"]);
  await openAsPilot("/");
  await expect(page.getByText("Initializing Starship Systems...")).toBeVisible();
  release();
  await expect(page.getByText("No active battles")).toBeVisible();
  await expect(page.getByText("No rankings yet")).toBeVisible();
  await expect(stat(page, "Galaxy Rank")).toHaveText("-");
  expect(logged.some((line) => line.includes("Command Deck: top pilots failed to load"))).toBe(true);
  await expect(page.getByRole("alert")).toHaveCount(0);
});

for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
  test(`the deck has no serious or critical accessibility violations at ${viewport.width} px`, async ({ page, openAsPilot }) => {
    test.slow(); // axe over the whole page takes a while on a busy machine
    await page.setViewportSize(viewport);
    await stubFunction(page, starshipApiContract, (payload) =>
      payload.endpoint === "/battles?status=active"
        ? { battles: [{ battleId: "b-1", trackId: "Nebula Run", opponents: ["e-1", "e-2"], mode: "beat_battle" as const }] }
        : { players: rankedPilots(5) },
    );
    await openAsPilot("/");
    await expect(page.getByRole("list", { name: "Top Pilots" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
