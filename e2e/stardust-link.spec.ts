import { PAGE_NAMES } from "../apps/web/src/lib/routing/pages.ts";
import { expect, mainNav, test } from "./fixtures";

const vaultLink = (page: import("@playwright/test").Page) => page.getByRole("link", { name: "100 SD, Stardust Vault" });

test("the live balance in the sidebar leads to the Stardust Vault from every page", async ({ page, openAsPilot }) => {
  test.slow(); // twelve page loads
  await openAsPilot("/");
  for (const name of PAGE_NAMES) {
    await page.goto(`/${name}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(vaultLink(page)).toBeVisible();
  }
  await vaultLink(page).click();
  await expect(page).toHaveURL("/StardustVault");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Stardust Vault");
  // SPEC.md's ten entries stay as they are: the Vault is not an eleventh.
  await expect(mainNav(page).getByRole("link")).toHaveCount(10);

  // Collapsed to icons, it is still there, named by the balance.
  await page.getByRole("button", { name: "Collapse sidebar" }).click();
  await vaultLink(page).click();
  await expect(page).toHaveURL("/StardustVault");
});

test("the Quest Bay and Shop balance cards open the Vault, and the figure follows a purchase", async ({ page, openAsPilot }) => {
  await openAsPilot("/QuestBay");
  await page.getByRole("link", { name: /Stardust balance/ }).click();
  await expect(page).toHaveURL("/StardustVault");

  await page.goto("/StardustShop");
  await page.getByRole("button", { name: "Purchase Battle Boost" }).click();
  await page.getByRole("dialog", { name: "Buy Battle Boost?" }).getByRole("button", { name: "Pay 50 SD" }).click();
  await expect(page.getByRole("link", { name: "50 SD, Stardust Vault" })).toBeVisible();
  await page.getByRole("link", { name: "50 SD, Stardust balance" }).click();
  await expect(page).toHaveURL("/StardustVault");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the mobile header shows the balance, linking to the Vault", async ({ page, openAsPilot }) => {
    await openAsPilot("/LuckCardDraw");
    const header = page.getByRole("banner").filter({ has: page.getByRole("button", { name: "Open navigation" }) });
    await header.getByRole("link", { name: "100 SD, Stardust Vault" }).click();
    await expect(page).toHaveURL("/StardustVault");
    await expect(header.getByText("SOUNDSHIP COMMAND")).toBeVisible();
  });
});
