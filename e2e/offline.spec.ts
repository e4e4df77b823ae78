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

test("a purchase whose answer the connection lost says so, and paying again once it is back charges once", async ({ page, pilot, openAsPilot }) => {
  const balance = page.getByRole("link", { name: /Stardust balance/ });
  const bonusEntries = page.getByRole("region", { name: "Cargo Hold" }).locator('dt:text-is("Bonus battle entries") + dd');
  const confirm = page.getByRole("dialog", { name: "Buy Battle Boost?" });
  await openAsPilot("/StardustShop");
  await expect(balance).toHaveText("100 SD");
  const lostToasts = page.getByRole("listitem").filter({ hasText: "Purchase failed: the connection was lost" });

  // The purchase reaches the server and is paid, then the connection drops before the answer comes back.
  const keys: string[] = [];
  await page.route("**/functions/purchaseItem", async (route) => {
    keys.push(route.request().headers()["idempotency-key"] ?? "");
    await route.fetch();
    await page.route("**/api/**", (offline) => offline.abort("connectionrefused"));
    await route.abort("connectionrefused");
  });
  await page.getByRole("button", { name: "Purchase Battle Boost" }).click();
  await confirm.getByRole("button", { name: "Pay 50 SD" }).click();
  // A clear error, never a success the pilot cannot be sure of, nor silence.
  await expect(lostToasts).toHaveCount(1);
  await expect(lostToasts).toContainText("Try again once it is back: nothing is paid twice.");
  await expect(page.getByText("Purchased Battle Boost!")).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "Connection lost" })).toBeVisible({ timeout: 20_000 });

  // Offline, a second try fails at once and says so: nothing waits to be paid later.
  await page.getByRole("button", { name: "Purchase Battle Boost" }).click();
  await confirm.getByRole("button", { name: /^Pay/ }).click();
  await expect(lostToasts).toHaveCount(2);

  // The connection returns: the page refreshes by itself, without a reload, then the pilot tries again.
  let reloaded = false;
  page.on("load", () => (reloaded = true));
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await page.route("**/functions/purchaseItem", async (route) => {
    keys.push(route.request().headers()["idempotency-key"] ?? "");
    await route.continue();
  });
  await expect(page.getByRole("status").filter({ hasText: "Connection lost" })).toBeHidden({ timeout: 15_000 });
  await expect(balance).toHaveText("50 SD");
  expect(reloaded).toBe(false);
  await page.getByRole("button", { name: "Purchase Battle Boost" }).click();
  await confirm.getByRole("button", { name: "Pay 50 SD" }).click();
  await expect(page.getByText("Purchased Battle Boost!")).toBeVisible();
  await expect(lostToasts).toHaveCount(0);

  // The retry carried the lost attempt's key, so the server answered the first purchase: paid once.
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  await expect(balance).toHaveText("50 SD");
  await expect(bonusEntries).toHaveText("1");
  const me = await page.request.get("/api/apps/soundship/entities/User/me", { headers: { authorization: `Bearer ${pilot.token}` } });
  expect(((await me.json()) as { stardust: number }).stardust).toBe(50);
});
