import { expect, test } from "./fixtures";

test("the API reference renders from this server under its content security policy", async ({ page, baseURL }) => {
  const problems: string[] = [];
  page.on("console", (message) => void (message.type() === "error" && problems.push(message.text())));
  page.on("pageerror", (error) => void problems.push(String(error)));
  const offsite: string[] = [];
  page.on("request", (request) => void (new URL(request.url()).origin !== new URL(baseURL!).origin && offsite.push(request.url())));
  await page.goto("/api/docs");
  await expect(page.getByRole("heading", { name: /Soundship API/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Error codes" })).toBeVisible();
  // Every function of the contracts is an operation; one of them, opened, shows its schemas.
  const claim = page.locator("#operations-Functions-claimQuest");
  await expect(claim).toBeVisible();
  await claim.getByRole("button").first().click();
  await expect(claim.getByText("quest_id").first()).toBeVisible();
  expect(problems).toEqual([]);
  expect(offsite).toEqual([]);
});
