import type { APIRequestContext } from "@playwright/test";
import { questBoardContract } from "@soundship/shared";
import { expect, type Pilot, seriousViolations, test } from "./fixtures";
import { fulfilFunction, functionUrl, refusal, serverFailure } from "./function-stubs";

const FUNCTIONS = "/api/apps/soundship/functions";

/** Calls a backend function as the pilot, the way another tab or device would. */
async function invoke(request: APIRequestContext, pilot: Pilot, name: string, data: object = {}) {
  const response = await request.post(`${FUNCTIONS}/${name}`, { data, headers: { Authorization: `Bearer ${pilot.token}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

const questCard = (page: import("@playwright/test").Page, title: string) => page.getByRole("listitem").filter({ hasText: title });

test("opening the app completes Daily Docking; claiming it pays at once and shows in the Vault", async ({ page, openAsPilot }) => {
  await openAsPilot("/QuestBay");
  const balance = page.getByRole("link", { name: /Stardust balance/ });
  await expect(balance).toContainText("100");
  await expect(page.getByRole("tab", { name: "Daily" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText(/Daily quests reset in \d+h \d{2}m \d{2}s/)).toBeVisible();

  const docking = questCard(page, "Daily Docking");
  await expect(docking.getByRole("progressbar", { name: "Daily Docking progress" })).toHaveAttribute("aria-valuenow", "100");
  await expect(docking).toContainText("100% Complete");
  await expect(docking).toContainText("+10 Stardust");
  await expect(docking).toContainText("+5 XP");
  const upload = questCard(page, "Transmission Check");
  await expect(upload).toContainText("0% Complete");
  await expect(upload.getByText("Locked")).toBeVisible();
  await expect(upload.getByRole("button")).toHaveCount(0);

  await docking.getByRole("button", { name: "Claim Daily Docking" }).click();
  await expect(page.getByText("+10 Stardust collected!")).toBeVisible();
  await expect(docking.getByText("Claimed")).toBeVisible();
  // Focus stays on the card rather than falling back to the top of the page.
  await expect(docking.getByText("Claimed")).toBeFocused();
  await expect(docking.getByRole("button")).toHaveCount(0);
  await expect(balance).toContainText("110");

  await page.goto("/StardustVault");
  const latest = page.getByRole("list", { name: "Transaction History" }).getByRole("listitem").first();
  await expect(latest).toContainText("Quest Reward");
  await expect(latest).toContainText("Quest reward: Daily Docking");
  await expect(latest).toContainText("+10");
  await expect(latest).toContainText("Balance 110");

  // Claimed stays claimed for the rest of the pilot's day.
  await page.goto("/QuestBay");
  await expect(questCard(page, "Daily Docking").getByText("Claimed")).toBeVisible();
});

test("a claim refused by the server shows its message; other failures show 'Reward claim failed'", async ({ page, pilot, request, openAsPilot }) => {
  // This page's live stream is down, so a claim made elsewhere reaches it only through the refusal.
  await page.route("**/live?**", (route) => route.abort());
  await openAsPilot("/QuestBay");
  const docking = questCard(page, "Daily Docking");
  const claim = docking.getByRole("button", { name: "Claim Daily Docking" });
  await expect(claim).toBeVisible();

  await page.route(functionUrl("claimQuest"), (route) => route.fulfill(serverFailure));
  await claim.click();
  await expect(page.getByText("Reward claim failed")).toBeVisible();
  await page.unroute(functionUrl("claimQuest"));

  // Claimed meanwhile from another device: this page still offers the button.
  const board = await invoke(request, pilot, "questBoard");
  const quest = board.quests.find((q: { title: string }) => q.title === "Daily Docking");
  await invoke(request, pilot, "claimQuest", { quest_id: quest.id });
  await claim.click();
  await expect(page.getByText("Reward already claimed")).toBeVisible();
  // The board is reread, so the card now tells the truth.
  await expect(docking.getByText("Claimed")).toBeVisible();
});

test("weekly quests count real actions and show the weekly reset", async ({ page, pilot, request, openAsPilot }) => {
  await invoke(request, pilot, "purchaseItem", { item_id: "battle_boost" });
  await openAsPilot("/QuestBay");
  await page.getByRole("tab", { name: "Weekly" }).click();
  await expect(page.getByText(/Weekly quests reset in \d+(d \d+h \d{2}m|h \d{2}m \d{2}s)/)).toBeVisible();
  const supply = questCard(page, "Supply Run");
  await expect(supply).toContainText("50% Complete");
  await expect(supply.getByText("Locked")).toBeVisible();
  // One dock of five days.
  await expect(questCard(page, "Frequent Flyer")).toContainText("20% Complete");

  await page.getByRole("tab", { name: "Story" }).click();
  await expect(questCard(page, "Victory Lap")).toContainText("+200 Stardust");
  await page.getByRole("tab", { name: "Special" }).click();
  await expect(questCard(page, "Tournament Pioneer")).toContainText("+150 Stardust");
});

test("a tab without quests says so", async ({ page, openAsPilot }) => {
  // Every tab has a seeded quest, so the board is answered without its special ones.
  await page.route(functionUrl("questBoard"), async (route) => {
    const board = questBoardContract.result.parse(await (await route.fetch()).json());
    await fulfilFunction(route, questBoardContract, { ...board, quests: board.quests.filter((quest) => quest.quest_type !== "special") });
  });
  await openAsPilot("/QuestBay");
  await page.getByRole("tab", { name: "Special" }).click();
  await expect(page.getByText("No special quests available")).toBeVisible();
});

test("the board shows 'Loading Quest Bay...' while it loads and 'Quest Bay systems offline' when it cannot", async ({ page, openAsPilot }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${FUNCTIONS}/questBoard`, async (route) => {
    await held;
    await route.fulfill(refusal("TRY_AGAIN", "Service unavailable"));
  });
  await openAsPilot("/QuestBay");
  await expect(page.getByRole("status")).toHaveText("Loading Quest Bay...");
  release();
  // Server errors are retried twice before the page gives up.
  await expect(page.getByRole("alert")).toContainText("Quest Bay systems offline");

  await page.unroute(functionUrl("questBoard"));
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(questCard(page, "Daily Docking")).toBeVisible();
});

test("the Quest Bay has no serious accessibility violations and fits a phone", async ({ page, openAsPilot }) => {
  test.slow(); // axe over the whole page takes a while on a busy machine
  await page.setViewportSize({ width: 390, height: 844 });
  await openAsPilot("/QuestBay");
  await expect(questCard(page, "Daily Docking")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
