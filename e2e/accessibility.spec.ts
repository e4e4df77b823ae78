import { expect, seriousViolations, test } from "./fixtures";

test("the login page has no serious or critical violations", async ({ page }) => {
  await page.goto("/login?from_url=%2F&app_id=soundship");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("tab", { name: "Create account" }).click();
  await expect(page.getByLabel("Name")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the shell has no serious or critical violations, expanded and collapsed", async ({ page, openAsPilot }) => {
  await openAsPilot("/QuestBay");
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Collapse sidebar" }).click();
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the shell and its open panel have no serious or critical violations", async ({ page, openAsPilot }) => {
    await openAsPilot("/");
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Open navigation" }).click();
    await expect(page.getByRole("dialog", { name: "Navigation" })).toBeVisible();
    // Let the slide-in finish, so contrast is measured on the panel at rest.
    await page.waitForTimeout(600);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
