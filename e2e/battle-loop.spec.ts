import { randomUUID } from "node:crypto";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { invoke, pilotOf, secondsAfter, uploadTrack } from "./battle-fixtures";
import { createPilot, expect, moveClocksTo, openWithToken, type Pilot, seriousViolations, serverNow, test, useServerClock } from "./fixtures";

/**
 * The battle opens this long after it is created, takes entries this long, then votes this long.
 * Nothing waits for them: the test moves the clocks to each phase's end (moveClocksTo), so they
 * are long enough for any machine.
 */
const OPENS_IN_SECONDS = 60;
const ENTRY_SECONDS = 600;
const VOTING_SECONDS = 600;

/** Clean at the desktop width and on a phone. */
async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function pageAs(browser: Browser, pilot: Pilot, path: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await useServerClock(page);
  await openWithToken(page, path, pilot.token);
  return page;
}

async function statusOf(request: APIRequestContext, pilot: Pilot, battleId: string): Promise<string> {
  return (await invoke(request, pilot, "battleDetails", { battle_id: battleId })).battle.status;
}

/** One submission's card on the Judge Panel. */
const submissionCard = (page: Page, title: string) => page.getByRole("list", { name: "Submissions" }).getByRole("listitem").filter({ hasText: title });

/**
 * Scores one submission by keyboard only: each slider is reached with Tab from the one before and set
 * with keys that end where `keys` say. Submit Scores stays disabled until the third is set.
 */
async function scoreByKeyboard(page: Page, title: string, keys: [string[], string[], string[]], notes: string) {
  const card = submissionCard(page, title);
  const submit = card.getByRole("button", { name: /Submit Scores/ });
  await expect(submit).toBeDisabled();
  await card.getByRole("slider", { name: "Creativity" }).focus();
  for (const [index, presses] of keys.entries()) {
    if (index > 0) await page.keyboard.press("Tab");
    for (const key of presses) await page.keyboard.press(key);
    if (index < 2) await expect(submit).toBeDisabled();
  }
  await card.getByRole("textbox", { name: "Notes" }).fill(notes);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText("Score submitted! ⭐").first()).toBeVisible();
  await expect(card.getByText("Scored", { exact: true })).toBeVisible();
}

test("a battle from launch to payout: entered with a track, judged blind by two pilots, settled once, the pot in the winner's Vault", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const tag = randomUUID().slice(0, 6);
  const [host, nova, orion, lyra, castor] = await Promise.all([
    pilotOf(request, "commander", "Vega Prime"),
    pilotOf(request, "cadet", "Nova Reyes"),
    pilotOf(request, "cadet", "Orion Vale"),
    createPilot(request, "Lyra Quinn"),
    createPilot(request, "Castor Bell"),
  ]);
  const starlight = `Starlight ${tag}`;
  const dustline = `Dustline ${tag}`;
  await uploadTrack(request, nova, starlight);
  const orionTrack = await uploadTrack(request, orion, dustline);

  // Nova's browser is up before the battle exists, so the seconds below are spent on the battle.
  const novaPage = await pageAs(browser, nova, "/TournamentHub");

  // Created a minute ahead, so it is seen upcoming and then opening by the clock.
  const title = `Photon Duel ${tag}`;
  const now = await serverNow(request);
  const { battle } = await invoke(request, host, "createBattle", {
    title,
    description: "Two tracks, two judges, one pot.",
    entry_fee: "10",
    prize_pool: "50",
    max_participants: "4",
    start_time: secondsAfter(now, OPENS_IN_SECONDS),
    end_time: secondsAfter(now, OPENS_IN_SECONDS + ENTRY_SECONDS),
    voting_end_time: secondsAfter(now, OPENS_IN_SECONDS + ENTRY_SECONDS + VOTING_SECONDS),
  });

  // Nova watches the battle open, then enters with her track through the picker.
  await novaPage.goto(`/Battle?id=${battle.id}`);
  await expect(novaPage.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(novaPage.getByText("Hosted by Vega Prime")).toBeVisible();
  await expect(novaPage.getByText("Upcoming")).toBeVisible();
  await expect(novaPage.getByText("Entries open in")).toBeVisible();
  await expect(novaPage.getByText("This battle opens for entries at its start time")).toBeVisible();
  await moveClocksTo(request, battle.start_time, [novaPage]);
  await expect(novaPage.getByText("Open for entries")).toBeVisible();
  await expect(novaPage.getByText("Entries close in")).toBeVisible();
  await invoke(request, orion, "enterBattle", { battle_id: battle.id, beat_id: orionTrack });
  await novaPage.getByLabel("Your track").click();
  await novaPage.getByRole("option", { name: new RegExp(starlight) }).click();
  await expect(novaPage.getByText("Entering costs 10 SD.")).toBeVisible();
  // The fee is confirmed first, with the balance after; Escape enters nothing and spends nothing.
  const novaStardust = async () => ((await (await request.get("/api/apps/soundship/entities/User/me", { headers: { authorization: `Bearer ${nova.token}` } })).json()) as { stardust: number }).stardust;
  const before = await novaStardust();
  const confirmEntry = novaPage.getByRole("dialog", { name: "Enter this battle?" });
  await novaPage.getByRole("button", { name: "Enter Battle" }).click();
  await expect(confirmEntry).toContainText("Price10 SD");
  await expect(confirmEntry).toContainText("Balance after");
  await novaPage.keyboard.press("Escape");
  await expect(confirmEntry).toBeHidden();
  expect(await novaStardust()).toBe(before);
  await expect(novaPage.getByRole("heading", { name: "Your Entry" })).toHaveCount(0);
  await novaPage.getByRole("button", { name: "Enter Battle" }).click();
  await confirmEntry.getByRole("button", { name: "Pay 10 SD and enter" }).click();
  await expect(novaPage.getByText(`Entered with ${starlight}!`)).toBeVisible();
  await expect(novaPage.getByRole("heading", { name: "Your Entry" })).toBeVisible();
  await expect(novaPage.getByText("2 / 4")).toBeVisible();
  await expect(novaPage.getByText("70 SD").first()).toBeVisible();
  await moveClocksTo(request, battle.end_time, [novaPage]);
  await expect.poll(() => statusOf(request, host, battle.id)).toBe("voting");

  // Two other pilots judge, blind: titles and genres, never who made them.
  const judges: [Pilot, [string[], string[], string[]], [string[], string[], string[]]][] = [
    // Lyra: Starlight 10 / 9 / 10, Dustline 0 / 0 / 0 (Home sets a slider that rests at 0).
    [lyra, [["End"], ["End", "ArrowLeft"], ["End"]], [["Home"], ["Home"], ["Home"]]],
    // Castor: Starlight 8 / 8 / 8, Dustline 3 / 2 / 3.
    [castor, [["End", "ArrowLeft", "ArrowLeft"], ["End", "ArrowLeft", "ArrowLeft"], ["End", "ArrowDown", "ArrowDown"]], [Array(3).fill("ArrowRight"), ["ArrowUp", "ArrowUp"], Array(3).fill("ArrowUp")]],
  ];
  // Both judge at the same time, each in their own browser.
  await Promise.all(
    judges.map(async ([judge, starlightKeys, dustlineKeys]) => {
      const panel = await pageAs(browser, judge, "/JudgePanel");
      await expect(panel.getByText("Select a battle to start judging")).toBeVisible();
      await panel.getByRole("button", { name: new RegExp(title) }).click();
      await expect(panel.getByRole("heading", { level: 2, name: title })).toBeFocused();
      await expect(submissionCard(panel, starlight)).toContainText("trap");
      await expect(submissionCard(panel, starlight).getByPlaceholder("Feedback for the pilot...")).toBeVisible();
      await expect(panel.getByRole("list", { name: "Submissions" })).not.toContainText(/Nova Reyes|Orion Vale/);
      await scoreByKeyboard(panel, starlight, starlightKeys, judge === lyra ? "The bass sings." : "Tight drums.");
      await scoreByKeyboard(panel, dustline, dustlineKeys, "");
      await panel.context().close();
    }),
  );

  // Voting ends; the job settles within a second and Nova's open page shows the outcome.
  await moveClocksTo(request, battle.voting_end_time, [novaPage]);
  await expect(novaPage.getByText("Nova Reyes wins the pot of 70 SD.")).toBeVisible();
  const ranking = novaPage.getByRole("list", { name: "Ranking" }).getByRole("listitem");
  await expect(ranking).toHaveCount(2);
  await expect(ranking.nth(0)).toContainText("#1");
  await expect(ranking.nth(0)).toContainText("Nova Reyes");
  await expect(ranking.nth(0)).toContainText("Winner");
  await expect(ranking.nth(0)).toContainText("You");
  await expect(ranking.nth(1)).toContainText("Orion Vale");
  await expect(novaPage.getByText("(3 × battle mean + Σ calibrated vote) / (3 + votes)").first()).toBeVisible();
  // The results show the raw mean beside the calibrated score, and how votes are calibrated.
  await expect(ranking.nth(0)).toContainText("Raw mean");
  await expect(ranking.nth(0)).toContainText("Calibrated score");
  await expect(novaPage.getByText(/clamp\(0, 10, G \+ S × \(v − mⱼ\) \/ sⱼ\)/).first()).toBeVisible();
  const notes = novaPage.getByRole("region", { name: "Judges' Notes" });
  await expect(notes).toContainText("The bass sings.");
  await expect(notes).toContainText("Tight drums.");
  await expect(notes).not.toContainText(/Lyra Quinn|Castor Bell/);
  await expectAccessible(novaPage);

  // The pot arrives in the winner's Vault, once: 100 welcome + 10 upload bonus − 10 entry fee + 70.
  await novaPage.goto("/StardustVault");
  await expect(novaPage.getByRole("region", { name: "Current balance" })).toContainText("170");
  const rows = novaPage.getByRole("list", { name: "Transaction History" }).getByRole("listitem");
  const win = rows.filter({ hasText: "Battle Win" });
  await expect(win).toHaveCount(1);
  await expect(win).toContainText("+70");
  await expect(win).toContainText("Balance 170");
  await expect(rows.filter({ hasText: "Battle Entry" })).toContainText("\u221210");
});
