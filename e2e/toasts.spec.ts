import { expect, test } from "./fixtures";

test("an error toast stays until it is dismissed, while a success fades", async ({ page, openAsPilot }) => {
  await page.clock.install();
  await openAsPilot("/StardustShop");
  await page.getByRole("button", { name: "Purchase Battle Boost" }).click();
  await expect(page.getByText("Purchased Battle Boost!")).toBeVisible();
  await page.getByRole("button", { name: "Purchase Rank Boost" }).click();
  const error = page.getByRole("listitem").filter({ hasText: "Insufficient Stardust!" });
  await expect(error).toBeVisible();

  await page.clock.runFor(30_000);
  await expect(page.getByText("Purchased Battle Boost!")).toHaveCount(0);
  await expect(error).toBeVisible();

  await error.getByRole("button", { name: "Close toast" }).click();
  await expect(page.getByText("Insufficient Stardust!")).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("toasts never cover the header's menu button", async ({ page, openAsPilot }) => {
    await openAsPilot("/StardustShop");
    await page.getByRole("button", { name: "Purchase Rank Boost" }).click();
    const toast = page.getByRole("listitem").filter({ hasText: "Insufficient Stardust!" });
    await expect(toast).toBeVisible();
    const menu = page.getByRole("button", { name: "Open navigation" });
    const menuBox = (await menu.boundingBox())!;
    // Polled: the toast slides in from above before it settles.
    await expect.poll(async () => (await toast.boundingBox())!.y).toBeGreaterThanOrEqual(menuBox.y + menuBox.height);
    await menu.click();
    await expect(page.getByRole("dialog", { name: "Navigation" })).toBeVisible();
  });
});
