import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { invoke, pilotOf, secondsAfter, uploadTrack } from "./battle-fixtures";
import { createPilot, expect, moveClocksTo, openWithToken, seriousViolations, serverNow, test } from "./fixtures";
import { createAdmin, pageAs } from "./overseer-fixtures";

/** Picks `option` in the Radix select labelled `label` inside `scope`. */
async function choose(page: Page, scope: Page | ReturnType<Page["getByRole"]>, label: string, option: string) {
  await scope.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("an admin creates a quest and a tournament in the Overseer panel, told what to fix field by field", async ({ page, request }) => {
  // Two accessibility scans: slower than most tests.
  test.setTimeout(90_000);
  const admin = await createAdmin(request);
  const tag = randomUUID().slice(0, 6);
  await openWithToken(page, "/Overseer?tab=quests", admin.token);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Overseer");

  await page.getByRole("button", { name: "New quest" }).click();
  const questForm = page.getByRole("dialog", { name: "New quest" });
  await questForm.getByLabel("Title").fill(`Judge Marathon ${tag}`);
  await choose(page, questForm, "Objective event", "vote");
  await questForm.getByLabel("Objective count").fill("0");
  await questForm.getByLabel("Stardust reward").fill("40");
  await questForm.getByRole("button", { name: "Create quest" }).click();
  await expect(questForm.getByText("Must be at least 1")).toBeVisible();
  await questForm.getByLabel("Objective count").fill("12");
  await questForm.getByRole("button", { name: "Create quest" }).click();
  await expect(page.getByText("Quest created")).toBeVisible();
  const questRow = page.getByRole("row").filter({ hasText: `Judge Marathon ${tag}` });
  await expect(questRow).toContainText("vote × 12");
  await expect(questRow).toContainText("40 SD");
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("tab", { name: "Tournaments" }).click();
  await page.getByRole("button", { name: "New tournament" }).click();
  const cupForm = page.getByRole("dialog", { name: "New tournament" });
  await cupForm.getByLabel("Name").fill(`Quasar Cup ${tag}`);
  await cupForm.getByLabel("Starts").fill("2026-12-05T18:00");
  await cupForm.getByLabel("Ends").fill("2026-12-01T18:00");
  await cupForm.getByLabel("Places").fill("32");
  await cupForm.getByLabel("Prize pool (dollars)").fill("750.50");
  await cupForm.getByRole("button", { name: "Create tournament" }).click();
  await expect(cupForm.getByText("Must be after the start")).toBeVisible();
  await cupForm.getByLabel("Ends").fill("2026-12-12T18:00");
  await cupForm.getByRole("button", { name: "Create tournament" }).click();
  await expect(page.getByText("Tournament created")).toBeVisible();
  const cupRow = page.getByRole("row").filter({ hasText: `Quasar Cup ${tag}` });
  await expect(cupRow).toContainText("0 / 32");
  await expect(cupRow).toContainText("$750.50");
  await page.getByRole("tab", { name: "Luck cards" }).click();
  await expect(page.getByRole("table", { name: "Draw odds by rarity" })).toContainText("60");
  expect(await seriousViolations(page)).toEqual([]);

  // Both actions are on the record.
  await page.getByRole("tab", { name: "Audit log" }).click();
  await expect(page.getByRole("row").filter({ hasText: "quest.create" }).filter({ hasText: `Judge Marathon ${tag}` })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "tournament.create" }).filter({ hasText: `Quasar Cup ${tag}` })).toBeVisible();
});

test("a pilot reports a submission from the Judge Panel, the admin resolves it, and the pilot reads the outcome", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const tag = randomUUID().slice(0, 6);
  const [host, entrant, judge] = await Promise.all([
    pilotOf(request, "commander", "Vega Prime"),
    pilotOf(request, "cadet", "Nova Reyes"),
    createPilot(request, "Lyra Quinn"),
  ]);
  const admin = await createAdmin(request);
  const title = `Borrowed Beat ${tag}`;
  const track = await uploadTrack(request, entrant, title);
  const now = await serverNow(request);
  const { battle } = await invoke(request, host, "createBattle", {
    title: `Report Duel ${tag}`,
    entry_fee: "0",
    prize_pool: "0",
    max_participants: "4",
    start_time: secondsAfter(now, 60),
    end_time: secondsAfter(now, 600),
    voting_end_time: secondsAfter(now, 3600),
  });
  // The clock moves to each phase instead of waiting for it (this file has a server of its own).
  await moveClocksTo(request, battle.start_time);
  await expect.poll(async () => (await invoke(request, entrant, "battleDetails", { battle_id: battle.id })).battle.status).toBe("active");
  await invoke(request, entrant, "enterBattle", { battle_id: battle.id, beat_id: track });
  await moveClocksTo(request, battle.end_time);
  await expect.poll(async () => (await invoke(request, judge, "battleDetails", { battle_id: battle.id })).battle.status).toBe("voting");

  const judgePage = await pageAs(browser, judge, "/JudgePanel");
  await judgePage.getByRole("button", { name: new RegExp(`Report Duel ${tag}`) }).click();
  const card = judgePage.getByRole("list", { name: "Submissions" }).getByRole("listitem").filter({ hasText: title });
  await card.getByRole("button", { name: `Report ${title}` }).click();
  const dialog = judgePage.getByRole("dialog", { name: `Report ${title}` });
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByText("Pick a reason")).toBeVisible();
  expect(await seriousViolations(judgePage)).toEqual([]);
  await choose(judgePage, dialog, "Reason", "Stolen or copied work");
  await dialog.getByLabel("What happened").fill("This is a known release by another artist.");
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(judgePage.getByText("Report sent. The Overseer will review it.")).toBeVisible();
  const mine = judgePage.getByRole("listitem", { name: `Report: ${title}` });
  await expect(mine).toContainText("Under review");
  // Judging is blind: the report names the track, never who entered it.
  await expect(judgePage.locator("section[aria-labelledby=my-reports]")).not.toContainText("Nova Reyes");

  const adminPage = await pageAs(browser, admin, "/Overseer?tab=reports");
  const row = adminPage.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText(entrant.email);
  await expect(row).toContainText("Stolen or copied work");
  expect(await seriousViolations(adminPage)).toEqual([]);
  await row.getByRole("button", { name: `Resolve the report of ${title}` }).click();
  const answer = adminPage.getByRole("dialog", { name: "Resolve the report" });
  await choose(adminPage, answer, "Action taken", "Pilot warned");
  await answer.getByLabel("Note to the reporter").fill("Thanks: the entrant was warned and the track is under review.");
  await answer.getByRole("button", { name: "Resolve" }).click();
  await expect(adminPage.getByText("Report resolved")).toBeVisible();
  await expect(adminPage.getByRole("row").filter({ hasText: title })).toHaveCount(0);

  await judgePage.reload();
  const outcome = judgePage.getByRole("listitem", { name: `Report: ${title}` });
  await expect(outcome).toContainText("Resolved");
  await expect(outcome).toContainText("Pilot warned.");
  await expect(outcome).toContainText("Overseer's note: Thanks: the entrant was warned and the track is under review.");
});
