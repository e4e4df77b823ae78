import type { Page } from "@playwright/test";
import { expect, mainNav, seriousViolations, test } from "./fixtures";

const balance = (page: Page) => page.getByRole("link", { name: /Stardust balance/ });
const item = (page: Page, name: string) => page.getByRole("list", { name: "Shop items" }).getByRole("listitem").filter({ hasText: name });
/** The value of one entry of the cargo hold, found by its term. */
const hold = (page: Page, label: string) => page.getByRole("region", { name: "Cargo Hold" }).locator(`dt:text-is("${label}") + dd`);

test("the shop sells SPEC's six items for the real balance", async ({ page, openAsPilot }) => {
  await openAsPilot("/StardustShop");
  await expect(balance(page)).toHaveText("100 SD");
  const expected = [
    ["Battle Boost", "extra battle entry", "50 SD"],
    ["Shield Pack", "protect from Doom card", "100 SD"],
    ["XP Multiplier", "2x XP for 24h", "150 SD"],
    ["Rank Boost", "skip to next tier", "500 SD"],
    ["Lucky Draw", "extra card draw", "75 SD"],
    ["Stardust Vault", "500 Stardust bundle", "$4.99"],
  ];
  await expect(page.getByRole("list", { name: "Shop items" }).getByRole("listitem")).toHaveCount(6);
  for (const [name, effect, cost] of expected) {
    const card = item(page, name!);
    await expect(card.getByRole("heading", { name })).toBeVisible();
    await expect(card).toContainText(effect!);
    await expect(card).toContainText(cost!);
    await expect(card.getByRole("button", { name: `Purchase ${name}` })).toBeVisible();
  }
});

test("buying asks first and grants the item; Escape spends nothing; too little Stardust disables Purchase", async ({ page, openAsPilot }) => {
  await openAsPilot("/StardustShop");
  const buy = page.getByRole("button", { name: "Purchase Battle Boost" });
  const confirm = page.getByRole("dialog", { name: "Buy Battle Boost?" });

  // Purchase asks first, with the price and the balance after; Escape spends nothing.
  await buy.click();
  await expect(confirm).toContainText("Price50 SD");
  await expect(confirm).toContainText("Your balance100 SD");
  await expect(confirm).toContainText("Balance after50 SD");
  // Focus is held inside the dialog.
  await expect(confirm.locator(":focus")).toHaveCount(1);
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(balance(page)).toHaveText("100 SD");
  await expect(hold(page, "Bonus battle entries")).toHaveText("0");

  await buy.click();
  await confirm.getByRole("button", { name: "Pay 50 SD" }).click();
  await expect(page.getByText("Purchased Battle Boost!")).toBeVisible();
  await expect(balance(page)).toHaveText("50 SD");
  await expect(hold(page, "Bonus battle entries")).toHaveText("1");

  await buy.click();
  await confirm.getByRole("button", { name: "Pay 50 SD" }).click();
  await expect(balance(page)).toHaveText("0 SD");
  await expect(hold(page, "Bonus battle entries")).toHaveText("2");

  // Unaffordable: the button is disabled and says by how much.
  await expect(buy).toBeDisabled();
  await expect(buy).toHaveAccessibleDescription("You need 50 more SD.");
  await expect(balance(page)).toHaveText("0 SD");

  // Two purchases complete the weekly Supply Run; the new balance follows the pilot to the Quest Bay without a reload.
  await mainNav(page).getByRole("link", { name: "Mission Bay", exact: true }).click();
  await expect(page.getByRole("link", { name: /Stardust balance/ })).toContainText("0");
  await page.getByRole("tab", { name: "Weekly" }).click();
  const supply = page.getByRole("listitem").filter({ hasText: "Supply Run" });
  await expect(supply).toContainText("100% Complete");
  await supply.getByRole("button", { name: "Claim Supply Run" }).click();
  await expect(page.getByText("+60 Stardust collected!")).toBeVisible();
  await expect(page.getByRole("link", { name: /Stardust balance/ })).toContainText("60");

  await mainNav(page).getByRole("link", { name: "Stardust Shop", exact: true }).click();
  await expect(balance(page)).toHaveText("60 SD");
});

test("a purchase shows in the cargo hold, and shields and draws count up", async ({ page, openAsPilot }) => {
  await openAsPilot("/StardustShop");
  await expect(hold(page, "Shields")).toHaveText("0");
  await expect(hold(page, "Extra card draws")).toHaveText("0");
  await expect(hold(page, "XP Multiplier")).toHaveText("Not active");
  await expect(hold(page, "Rank Boost")).toHaveText("Not active");

  await page.getByRole("button", { name: "Purchase Shield Pack" }).click();
  await page.getByRole("dialog", { name: "Buy Shield Pack?" }).getByRole("button", { name: /^Pay/ }).click();
  await expect(page.getByText("Purchased Shield Pack!")).toBeVisible();
  await expect(hold(page, "Shields")).toHaveText("1");
  await expect(balance(page)).toHaveText("0 SD");
});

test("running boosts show when they end", async ({ page, openAsPilot }) => {
  // 150 and 500 SD are out of a new pilot's reach, so the pilot is answered as one who bought both.
  await page.route("**/api/apps/soundship/entities/User/me", async (route) => {
    const response = await route.fetch();
    const user = await response.json();
    user.inventory = { ...user.inventory, xp_multiplier_until: "2030-01-02T12:00:00.000Z", rank_boost_tier: "explorer", rank_boost_until: "2030-02-01T00:00:00.000Z" };
    await route.fulfill({ response, json: user });
  });
  await openAsPilot("/StardustShop");
  await expect(hold(page, "XP Multiplier")).toContainText("2x XP until");
  await expect(hold(page, "XP Multiplier")).toContainText("2030");
  await expect(hold(page, "Rank Boost")).toContainText("Explorer until");
  await expect(hold(page, "Rank Boost")).toContainText("2030");
});

test("the Stardust Vault bundle is bought with money (demo checkout) and credits 500 Stardust", async ({ page, openAsPilot }) => {
  await openAsPilot("/StardustShop");
  const button = item(page, "Stardust Vault").getByRole("button", { name: "Purchase Stardust Vault" });
  await expect(button).toHaveAccessibleDescription(/not with Stardust/);
  await button.click();
  await page.getByRole("dialog", { name: "Buy Stardust Vault?" }).getByRole("button", { name: "Pay $4.99" }).click();
  await expect(page.getByText("Purchased Stardust Vault!")).toBeVisible();
  await expect(balance(page)).toHaveText("600 SD");
});

test("the shop works on a phone and has no serious accessibility violations", async ({ page, openAsPilot }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAsPilot("/StardustShop");
  await page.getByRole("button", { name: "Purchase Lucky Draw" }).click();
  await page.getByRole("dialog", { name: "Buy Lucky Draw?" }).getByRole("button", { name: /^Pay/ }).click();
  await expect(page.getByText("Purchased Lucky Draw!")).toBeVisible();
  await expect(balance(page)).toHaveText("25 SD");
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
