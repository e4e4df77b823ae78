import type { Browser, Page } from "@playwright/test";
import { invoke, pilotOf, secondsAfter, uploadTrack } from "./battle-fixtures";
import { expect, moveClocksTo, openWithToken, serverNow, test, useServerClock, type Pilot } from "./fixtures";

/**
 * The battle opens this long after it is created, takes entries this long, then votes for long
 * enough; the test moves the clock to each phase instead of waiting (this file has a server of its own).
 */
const OPENS_IN_SECONDS = 60;
const ENTRY_SECONDS = 600;
const VOTING_SECONDS = 600;

async function pageAs(browser: Browser, pilot: Pilot, path: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await useServerClock(page);
  await openWithToken(page, path, pilot.token);
  return page;
}

const balance = (page: Page) => page.getByRole("link", { name: /Stardust balance/ });

test("a judge's score shows on the entrant's battle page without a reload", async ({ browser, request }) => {
  const host = await pilotOf(request, "commander", "Live Host");
  const entrant = await pilotOf(request, "cadet", "Live Entrant");
  const judge = await pilotOf(request, "cadet", "Live Judge");
  const now = await serverNow(request);
  const { battle } = await invoke(request, host, "createBattle", {
    title: "Live Wire",
    battle_type: "beat_battle",
    genre: "trap",
    start_time: secondsAfter(now, OPENS_IN_SECONDS),
    end_time: secondsAfter(now, OPENS_IN_SECONDS + ENTRY_SECONDS),
    voting_end_time: secondsAfter(now, OPENS_IN_SECONDS + ENTRY_SECONDS + VOTING_SECONDS),
  });
  const track = await uploadTrack(request, entrant, "Live Track");
  await moveClocksTo(request, battle.start_time);
  await expect.poll(async () => (await invoke(request, entrant, "battleDetails", { battle_id: battle.id })).battle.status).toBe("active");
  const { submission } = await invoke(request, entrant, "enterBattle", { battle_id: battle.id, beat_id: track });
  await moveClocksTo(request, battle.end_time);
  await expect.poll(async () => (await invoke(request, entrant, "battleDetails", { battle_id: battle.id })).battle.status).toBe("voting");

  const entrantPage = await pageAs(browser, entrant, `/Battle?id=${battle.id}`);
  const judgePage = await pageAs(browser, judge, "/JudgePanel");
  const votes = entrantPage.getByText("Votes", { exact: true }).locator("..");
  await expect(votes).toContainText("0");
  await expect(judgePage.getByText("Live Wire").first()).toBeVisible();

  await invoke(request, judge, "submitScores", { submission_id: submission.id, creativity: 8, technical: 7, impact: 9, notes: "Bright" });
  // No reload, no navigation: the stream brought it.
  await expect(votes).toContainText("1", { timeout: 5_000 });
  await expect(entrantPage.getByRole("heading", { level: 1, name: "Live Wire" })).toBeVisible();
});

test("the Shop's balance changes when a quest is claimed in another tab", async ({ browser, pilot }) => {
  const shop = await pageAs(browser, pilot, "/StardustShop");
  await expect(balance(shop)).toHaveText("100 SD");
  const quests = await shop.context().newPage();
  await useServerClock(quests);
  await openWithToken(quests, "/QuestBay", pilot.token);
  await quests.getByRole("listitem").filter({ hasText: "Daily Docking" }).getByRole("button", { name: "Claim Daily Docking" }).click();
  await expect(quests.getByText("+10 Stardust collected!")).toBeVisible();
  await expect(balance(shop)).toHaveText("110 SD", { timeout: 5_000 });
});
