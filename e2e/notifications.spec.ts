import { randomUUID } from "node:crypto";
import { invoke, pilotOf, secondsAfter, uploadTrack } from "./battle-fixtures";
import { createPilot, expect, moveClocksTo, openWithToken, seriousViolations, serverNow, test, useServerClock } from "./fixtures";

/**
 * Entries open at once and stay open this long, then voting this long. Nothing waits for them: the
 * test moves the clocks to each phase's end (moveClocksTo), so they are long enough for any machine.
 */
const ENTRY_SECONDS = 600;
const VOTING_SECONDS = 600;

test("a pilot on the Command Deck is told live when judging opens and results are in, and the notification opens the results", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const tag = randomUUID().slice(0, 6);
  const [host, nova, orion, judge] = await Promise.all([
    pilotOf(request, "commander", "Vega Prime"),
    pilotOf(request, "cadet", "Nova Reyes"),
    pilotOf(request, "cadet", "Orion Vale"),
    createPilot(request, "Lyra Quinn"),
  ]);
  const [novaTrack, orionTrack] = await Promise.all([uploadTrack(request, nova, `Starlight ${tag}`), uploadTrack(request, orion, `Dustline ${tag}`)]);
  const title = `Signal Duel ${tag}`;
  const now = await serverNow(request);
  const { battle } = await invoke(request, host, "createBattle", {
    title,
    entry_fee: "0",
    prize_pool: "50",
    max_participants: "4",
    start_time: secondsAfter(now, 1),
    end_time: secondsAfter(now, 1 + ENTRY_SECONDS),
    voting_end_time: secondsAfter(now, 1 + ENTRY_SECONDS + VOTING_SECONDS),
  });

  // Nova sits on the Command Deck at a phone's width and never reloads.
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await useServerClock(page);
  await openWithToken(page, "/Dashboard", nova.token);
  const bell = page.getByRole("link", { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName("Notifications");

  await expect.poll(async () => (await invoke(request, nova, "battleDetails", { battle_id: battle.id })).battle.status, { timeout: 10_000 }).toBe("active");
  await invoke(request, nova, "enterBattle", { battle_id: battle.id, beat_id: novaTrack });
  await invoke(request, orion, "enterBattle", { battle_id: battle.id, beat_id: orionTrack });
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread");
  await expect(page.getByText(`Your entry is in: ${title}`)).toBeVisible();

  // The clock closes entries: the tick that moves the battle tells Nova.
  await moveClocksTo(request, battle.end_time, [page]);
  await expect(bell).toHaveAccessibleName("Notifications, 2 unread");
  await expect(page.getByText(`Judging is open: ${title}`)).toBeVisible();
  const { submissions } = await invoke(request, judge, "judgeSubmissions", { battle_id: battle.id });
  for (const submission of submissions) {
    const strong = submission.title.startsWith("Starlight");
    await invoke(request, judge, "submitScores", { submission_id: submission.id, creativity: strong ? 9 : 3, technical: strong ? 9 : 3, impact: strong ? 9 : 3, notes: strong ? "The bass sings." : "" });
  }

  // Settlement: the result and the judge's notes arrive, unnamed.
  await moveClocksTo(request, battle.voting_end_time, [page]);
  await expect(bell).toHaveAccessibleName("Notifications, 4 unread");
  await expect(page.getByText(`Results are in: ${title}`)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Command Center");

  // The inbox, by keyboard: the bell, then the result.
  await bell.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/Notifications$/);
  await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Today" })).toBeVisible();
  const result = page.getByRole("button", { name: new RegExp(`^Unread: Results are in: ${title}`) });
  await expect(result).toContainText("You placed 1 of 2 with a weighted score of");
  await expect(result).toContainText("won 50 Stardust");
  await expect(page.getByRole("main")).not.toContainText(/Lyra Quinn|@/);
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await result.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/Battle\\?id=${battle.id}$`));
  await expect(page.getByText("Nova Reyes wins the pot of 50 SD.")).toBeVisible();
  await expect(bell).toHaveAccessibleName("Notifications, 3 unread");

  // Mark all read empties the count everywhere.
  await bell.click();
  await page.getByRole("button", { name: "Mark all read" }).click();
  await expect(bell).toHaveAccessibleName("Notifications");
  await expect(page.getByText("All caught up")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Unread:/ })).toHaveCount(0);
});
