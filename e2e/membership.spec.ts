import type { Page } from "@playwright/test";
import { expect, seriousViolations, test } from "./fixtures";

const tiers = (page: Page) => page.getByRole("list", { name: "Membership tiers" });
const card = (page: Page, name: string) => tiers(page).getByRole("region", { name });
const summary = (page: Page, label: string) => page.getByRole("region", { name: "Your membership" }).locator(`dt:text-is("${label}") + dd`);

test("Membership HQ: monthly and annual prices, badges, and SPEC's matrix", async ({ page, openAsPilot }) => {
  await openAsPilot("/MembershipHQ");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Membership HQ");
  await expect(page.getByRole("button", { name: /Annual/ })).toContainText("SAVE UP TO 16%");
  await expect(card(page, "Cadet")).toContainText("$9.99");
  await expect(card(page, "Admiral")).toContainText("$39.99");
  await expect(card(page, "Explorer")).toContainText("MOST POPULAR");
  await expect(card(page, "Cadet")).not.toContainText("SAVE 16%");
  for (const name of ["Cadet", "Explorer", "Commander", "Admiral"]) {
    await expect(card(page, name).getByRole("button", { name: `DEPLOY NOW as ${name}` })).toBeEnabled();
  }

  await page.getByRole("button", { name: /Annual/ }).click();
  await expect(page.getByRole("button", { name: /Annual/ })).toHaveAttribute("aria-pressed", "true");
  // Annual = 10 × monthly, shown per month as annual / 12, saving 16.7%, shown rounded down as 16%.
  await expect(card(page, "Cadet")).toContainText("$8.33");
  await expect(card(page, "Explorer")).toContainText("$16.66");
  await expect(card(page, "Commander")).toContainText("$24.99");
  await expect(card(page, "Admiral")).toContainText("$33.33");
  for (const name of ["Cadet", "Explorer", "Commander", "Admiral"]) await expect(card(page, name)).toContainText("SAVE 16%");

  const matrix = page.getByRole("table");
  await expect(matrix.getByRole("rowheader")).toHaveText(["Beat Battle", "Song Battle", "Rap On Beat", "Singer Showdown", "Freestyle Cipher"]);
  await expect(matrix.getByRole("row", { name: /Singer Showdown/ }).getByRole("img", { name: "Locked" })).toHaveCount(1);
  await expect(page.getByText("Monthly galactic prize pool")).toBeVisible();
  await expect(page.getByText(/Demo checkout/)).toBeVisible();
});

test("subscribing with the demo checkout: messages, '✓ ACTIVE RANK', the sidebar badge and a perk", async ({ page, openAsPilot }) => {
  await openAsPilot("/MembershipHQ");
  await expect(page.getByText("No rank").first()).toBeVisible();
  await expect(summary(page, "Create battles")).toHaveText("Commander rank or higher");
  await expect(summary(page, "Free battle entries this month")).toHaveText("0 / 3");

  // DEPLOY NOW asks first: plan, cycle, renewal date and price; Escape charges nothing.
  await card(page, "Commander").getByRole("button", { name: "DEPLOY NOW as Commander" }).click();
  const confirm = page.getByRole("dialog", { name: "Deploy as Commander?" });
  await expect(confirm).toContainText("Monthly (30 days)");
  await expect(confirm).toContainText("Renews on");
  await expect(confirm).toContainText("$29.99 a month");
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(page.getByText("Processing Commander subscription...")).toHaveCount(0);
  await expect(summary(page, "Rank")).toHaveText("No rank");
  await card(page, "Commander").getByRole("button", { name: "DEPLOY NOW as Commander" }).click();
  await confirm.getByRole("button", { name: "Pay $29.99" }).click();
  await expect(page.getByText("Processing Commander subscription...")).toBeVisible();
  await expect(page.getByText("Welcome to Commander!")).toBeVisible();

  await expect(card(page, "Commander").getByRole("button", { name: "✓ ACTIVE RANK" })).toBeDisabled();
  await expect(card(page, "Cadet").getByRole("button", { name: "DEPLOY NOW as Cadet" })).toBeEnabled();
  // The perk appears: commanders create battles, with unlimited entries.
  await expect(summary(page, "Create battles")).toHaveText("Enabled");
  await expect(summary(page, "Battle entries this period")).toHaveText("0 / ∞");
  await expect(summary(page, "Rank")).toHaveText("Commander");
  await expect(summary(page, "Billing")).toHaveText("Monthly");
  await expect(page.getByRole("columnheader", { name: "Commander (your rank)" })).toBeVisible();
  // The sidebar's pilot card shows the new rank.
  await expect(page.getByText("Rank: Commander")).toBeAttached();

  await page.reload();
  await expect(card(page, "Commander").getByRole("button", { name: "✓ ACTIVE RANK" })).toBeVisible();

  // Commanders' monthly Supernovas show in the Stardust Vault.
  await page.goto("/StardustVault");
  await expect(page.getByRole("region", { name: "Supernovas" })).toContainText("10");
  await page.goto("/MembershipHQ");

  // A downgrade on the annual cycle takes the perk away again.
  await page.getByRole("button", { name: /Annual/ }).click();
  await card(page, "Explorer").getByRole("button", { name: "DEPLOY NOW as Explorer" }).click();
  const annual = page.getByRole("dialog", { name: "Deploy as Explorer?" });
  await expect(annual).toContainText("Annual (365 days)");
  await annual.getByRole("button", { name: "Pay $199.90" }).click();
  await expect(page.getByText("Welcome to Explorer!")).toBeVisible();
  await expect(summary(page, "Billing")).toHaveText("Annual");
  await expect(summary(page, "Create battles")).toHaveText("Commander rank or higher");
});

test("Membership HQ works on a phone and has no serious accessibility violations", async ({ page, openAsPilot }) => {
  // The accessibility scan reads four tier cards and the matrix: more than the default 30 s on a busy machine.
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await openAsPilot("/MembershipHQ");
  await expect(card(page, "Admiral")).toBeVisible();
  await page.getByRole("button", { name: /Annual/ }).click();
  await expect(card(page, "Admiral")).toContainText("SAVE 16%");
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("coming back from a canceled checkout says nothing was charged", async ({ page, openAsPilot }) => {
  await openAsPilot("/MembershipHQ?checkout=canceled");
  await expect(page.getByRole("status").filter({ hasText: "Checkout canceled: nothing was charged." })).toBeVisible();
  await expect(card(page, "Cadet").getByRole("button", { name: "DEPLOY NOW as Cadet" })).toBeEnabled();
});
