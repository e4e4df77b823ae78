import { expect, mainNav, test } from "./fixtures";

test("a lost connection shows the offline banner, and its return refreshes the page without a reload", async ({ page, openAsPilot }) => {
  await openAsPilot("/StardustShop");
  await expect(page.getByRole("link", { name: /Stardust balance/ })).toContainText("100");
  const banner = page.getByRole("status").filter({ hasText: "Connection lost" });
  await expect(banner).toHaveCount(0);

  // The server stops answering: every API call fails at the network level.
  await page.route("**/api/**", (route) => route.abort("connectionrefused"));
  await mainNav(page).getByRole("link", { name: "Mission Bay", exact: true }).click();
  await expect(banner).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("Daily Docking")).toHaveCount(0);

  // It answers again: the banner goes and the quests load by themselves.
  let reloaded = false;
  page.on("load", () => (reloaded = true));
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await expect(banner).toBeHidden({ timeout: 15_000 });
  await expect(page.getByRole("progressbar", { name: "Daily Docking progress" })).toBeVisible({ timeout: 15_000 });
  expect(reloaded).toBe(false);
});
