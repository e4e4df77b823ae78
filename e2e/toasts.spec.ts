import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { functionUrl, refusal } from "./function-stubs";

const PURCHASE = functionUrl("purchaseItem");

async function buy(page: Page, name: string) {
  await page.getByRole("button", { name: `Purchase ${name}` }).click();
  await page.getByRole("dialog", { name: `Buy ${name}?` }).getByRole("button", { name: /^Pay/ }).click();
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test("an error toast stays until it is dismissed, while a success fades", async ({ page, openAsPilot }) => {
  await page.clock.install();
  await openAsPilot("/StardustShop");
  await buy(page, "Battle Boost");
  await expect(page.getByText("Purchased Battle Boost!")).toBeVisible();
  await page.route(PURCHASE, (route) => route.fulfill(refusal("INSUFFICIENT_STARDUST", "Insufficient Stardust!")));
  await buy(page, "Battle Boost");
  const error = page.getByRole("listitem").filter({ hasText: "Insufficient Stardust!" });
  await expect(error).toBeVisible();

  await page.clock.runFor(30_000);
  await expect(page.getByText("Purchased Battle Boost!")).toHaveCount(0);
  await expect(error).toBeVisible();

  await error.getByRole("button", { name: "Close toast" }).click();
  await expect(page.getByText("Insufficient Stardust!")).toHaveCount(0);
});

test("a stale error toast goes when the retry of the same action succeeds, and the success shows", async ({ page, openAsPilot }) => {
  await openAsPilot("/StardustShop");
  // The server is briefly unavailable (503): the shop says the purchase failed, twice.
  let failures = 2;
  await page.route(PURCHASE, (route) =>
    failures-- > 0 ? route.fulfill(refusal("TRY_AGAIN", "Service unavailable")) : route.continue(),
  );
  await buy(page, "Lucky Draw");
  await buy(page, "Lucky Draw");
  await expect(page.getByRole("listitem").filter({ hasText: "Purchase failed" })).toHaveCount(2);
  await buy(page, "Lucky Draw");
  await expect(page.getByText("Purchased Lucky Draw!")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Purchase failed" })).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("toasts never cover the header's menu button or the Stardust balance", async ({ page, openAsPilot }) => {
    await openAsPilot("/StardustShop");
    await buy(page, "Lucky Draw");
    const toast = page.getByRole("listitem").filter({ hasText: "Purchased Lucky Draw!" });
    await expect(toast).toBeVisible();
    const menu = page.getByRole("button", { name: "Open navigation" });
    const balance = page.getByRole("link", { name: /Stardust balance/ });
    // Polled: the toast slides in before it settles.
    await expect.poll(async () => overlaps((await toast.boundingBox())!, (await menu.boundingBox())!)).toBe(false);
    await expect.poll(async () => overlaps((await toast.boundingBox())!, (await balance.boundingBox())!)).toBe(false);
    await menu.click();
    await expect(page.getByRole("dialog", { name: "Navigation" })).toBeVisible();
  });
});
