import type { APIRequestContext, Page } from "@playwright/test";
import { expect, type Pilot, seriousViolations, test } from "./fixtures";
import { drawDailyCardContract } from "@soundship/shared";
import { serverFailure, stubFunction, type StubReply } from "./function-stubs";

const API = "/api/apps/soundship";
// The draw's shuffle is part of these tests: full motion, except in the reduced-motion block below.
test.use({ reducedMotion: "no-preference" });
const DRAW = `**${API}/functions/drawDailyCard`;

async function invoke(request: APIRequestContext, pilot: Pilot, name: string, data: object = {}) {
  const response = await request.post(`${API}/functions/${name}`, { data, headers: { Authorization: `Bearer ${pilot.token}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

/** SPEC.md section 8's message for what the server really did. */
function expectedMessage(body: any): string {
  const { card, effect } = body;
  if (effect.absorbed) return `Your Shield Pack absorbed ${card.card_name}!`;
  const n = Math.abs(effect.value);
  if (effect.value !== 0 && effect.type === "stardust") return effect.value > 0 ? `Gained ${n} Stardust!` : `Lost ${n} Stardust!`;
  if (effect.value !== 0 && effect.type === "xp") return effect.value > 0 ? `Gained ${n} XP!` : `Lost ${n} XP!`;
  if (effect.value !== 0 && effect.type === "battle_entry") return effect.value > 0 ? "Bonus battle entry!" : "Battle entry lost!";
  return card.description;
}

const drawButton = (page: Page) => page.getByRole("button", { name: /^(DRAW CARD|CARD DRAWN TODAY|DRAWING\.\.\.)$/ });
const drawnCard = (page: Page) => page.getByRole("article");

test("a pilot draws the day's card; it is revealed, and after a reload the button reads CARD DRAWN TODAY", async ({ page, openAsPilot }) => {
  await openAsPilot("/LuckCardDraw");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Galactic Fortune");
  await expect(drawButton(page)).toHaveText("DRAW CARD");
  await expect(drawButton(page)).toBeEnabled();
  await expect(page.getByText("Your daily card is ready.")).toBeVisible();

  const answer = page.waitForResponse((response) => response.url().endsWith("/functions/drawDailyCard"));
  await drawButton(page).click();
  await expect(drawButton(page)).toHaveText("DRAWING...");
  const body = await (await answer).json();

  const card = drawnCard(page);
  await expect(card.getByRole("heading", { name: body.card.card_name })).toBeVisible();
  await expect(card.getByText(body.card.card_type === "doom" ? "DOOM" : "SPARE LUCK", { exact: true })).toBeVisible();
  const rarity = ["legendary", "epic", "rare"].includes(body.card.rarity) ? body.card.rarity.toUpperCase() : "COMMON";
  await expect(card.getByText(rarity, { exact: true })).toBeVisible();
  await expect(card).toContainText("Effect");
  await expect(page.getByText(expectedMessage(body)).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Return to Deck" })).toBeFocused();

  await page.getByRole("button", { name: "Return to Deck" }).click();
  await expect(drawnCard(page)).toHaveCount(0);
  // Focus is back on the deck, and it shows.
  const deck = page.getByRole("group", { name: "Card deck" });
  await expect(deck).toBeFocused();
  expect(await deck.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe("none");
  await expect(drawButton(page)).toHaveText("CARD DRAWN TODAY");
  await expect(drawButton(page)).toBeDisabled();

  await page.reload();
  await expect(drawButton(page)).toHaveText("CARD DRAWN TODAY");
  await expect(drawButton(page)).toBeDisabled();
  // DESIGN.md section 6: the time left until the pilot's daily reset, ticking.
  await expect(page.getByText(/^Your next card arrives after the daily reset, in \d+h \d{2}m \d{2}s\.$/)).toBeVisible();
});

test("a Lucky Draw gives one more draw the same day", async ({ page, pilot, request, openAsPilot }) => {
  await invoke(request, pilot, "purchaseItem", { item_id: "lucky_draw" });
  await openAsPilot("/LuckCardDraw");
  await expect(page.getByText("Your daily card is ready, with 1 extra draw in reserve.")).toBeVisible();

  await drawButton(page).click();
  await page.getByRole("button", { name: "Return to Deck" }).click();
  await expect(drawButton(page)).toHaveText("DRAW CARD");
  await expect(page.getByText("Daily card drawn. You have 1 extra draw left from Lucky Draw.")).toBeVisible();

  await drawButton(page).click();
  await page.getByRole("button", { name: "Return to Deck" }).click();
  await expect(drawButton(page)).toHaveText("CARD DRAWN TODAY");
  await expect(drawButton(page)).toBeDisabled();
});

test("a draw made elsewhere is refused with 'Already drew your card today!'", async ({ page, pilot, request, openAsPilot }) => {
  // The live stream would tell the page of the other draw at once (and disable the button); this
  // test is about the server's refusal when the page has not heard of it yet.
  await page.route("**/live?**", (route) => route.abort());
  await openAsPilot("/LuckCardDraw");
  await expect(drawButton(page)).toBeEnabled();
  await invoke(request, pilot, "drawDailyCard");

  await drawButton(page).click();
  await expect(page.getByText("Already drew your card today!")).toBeVisible();
  await expect(drawButton(page)).toHaveText("CARD DRAWN TODAY");
});

test("a failed draw says 'Failed to draw card'", async ({ page, openAsPilot }) => {
  await page.route(DRAW, (route) => route.fulfill(serverFailure));
  await openAsPilot("/LuckCardDraw");
  await drawButton(page).click();
  await expect(page.getByText("Failed to draw card")).toBeVisible();
  await expect(drawButton(page)).toHaveText("DRAW CARD");
});

/** Answers the draw with a chosen card, so each face and message can be seen. */
async function answerDrawWith(page: Page, request: APIRequestContext, pilot: Pilot, card: Draw["card"], effect: Draw["effect"]) {
  const me = await request.get(`${API}/entities/User/me`, { headers: { Authorization: `Bearer ${pilot.token}` } });
  const user = await me.json();
  await stubFunction(page, drawDailyCardContract, { card, effect, user });
}

type Draw = StubReply<typeof drawDailyCardContract>;

const PIRATES: Draw["card"] = {
  id: "c-pirates",
  card_name: "Space Pirates",
  card_type: "doom",
  description: "Pirates board your ship and raid the hold.",
  effect_type: "stardust",
  effect_value: -30,
  rarity: "rare",
  created_date: "2026-11-01T00:00:00.000Z",
  updated_date: "2026-11-01T00:00:00.000Z",
};

test("a doom card is red and says what was really lost", async ({ page, pilot, request, openAsPilot }) => {
  await answerDrawWith(page, request, pilot, PIRATES, { type: "stardust", value: -12, absorbed: false });
  await openAsPilot("/LuckCardDraw");
  await drawButton(page).click();
  const card = drawnCard(page);
  await expect(card.getByText("DOOM", { exact: true })).toBeVisible();
  await expect(card.getByText("RARE", { exact: true })).toBeVisible();
  await expect(card).toContainText("\u221230 Stardust");
  await expect(card).toContainText("Applied: \u221212 Stardust");
  await expect(card).toHaveCSS("border-top-color", "rgb(248, 113, 113)");
  await expect(page.getByText("Lost 12 Stardust!")).toBeVisible();
});

test("a shield that absorbs a doom card says so", async ({ page, pilot, request, openAsPilot }) => {
  await answerDrawWith(page, request, pilot, PIRATES, { type: "stardust", value: 0, absorbed: true });
  await openAsPilot("/LuckCardDraw");
  await drawButton(page).click();
  await expect(page.getByText("Your Shield Pack absorbed Space Pirates!")).toBeVisible();
  await expect(drawnCard(page)).toContainText("Your Shield Pack absorbed this card.");
});

test("a spare-luck card is green; effects without a number show the description", async ({ page, pilot, request, openAsPilot }) => {
  const favor: Draw["card"] = {
    ...PIRATES,
    id: "c-favor",
    card_name: "Admiral's Favor",
    card_type: "spare luck",
    description: "The Admiral nods at your work. Keep climbing.",
    effect_type: "rank_boost",
    effect_value: 1,
    rarity: "legendary",
  };
  await answerDrawWith(page, request, pilot, favor, { type: "rank_boost", value: 0, absorbed: false });
  await openAsPilot("/LuckCardDraw");
  await drawButton(page).click();
  const card = drawnCard(page);
  await expect(card.getByText("SPARE LUCK", { exact: true })).toBeVisible();
  await expect(card.getByText("LEGENDARY", { exact: true })).toBeVisible();
  await expect(card).toContainText("+1 Rank Boost");
  await expect(card).toHaveCSS("border-top-color", "rgb(52, 211, 153)");
  // The description is on the card and in the info toast.
  await expect(page.getByText(favor.description!)).toHaveCount(2);
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce", viewport: { width: 390, height: 844 } });

  test("the draw works on a phone and the page has no serious accessibility violations", async ({ page, openAsPilot }) => {
    await openAsPilot("/LuckCardDraw");
    await drawButton(page).click();
    await expect(page.getByRole("button", { name: "Return to Deck" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
