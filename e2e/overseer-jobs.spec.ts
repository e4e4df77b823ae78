import type { Page } from "@playwright/test";
import { expect, openWithToken, seriousViolations, test } from "./fixtures";
import { createAdmin } from "./overseer-fixtures";

/** Picks `option` in the Radix select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("an admin opens the Jobs tab: failed jobs first (none here), and the background work by status", async ({ page, request }) => {
  const admin = await createAdmin(request);
  await openWithToken(page, "/Overseer?tab=jobs", admin.token);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Overseer");
  await expect(page.getByRole("tab", { name: "Jobs" })).toHaveAttribute("aria-selected", "true");
  const jobs = page.getByRole("tabpanel", { name: "Jobs" });
  await expect(jobs.getByRole("combobox", { name: "Status" })).toHaveText("Failed");
  await expect(jobs.getByText("No jobs here")).toBeVisible();
  await choose(page, "Status", "Running");
  await expect(jobs.getByRole("combobox", { name: "Status" })).toHaveText("Running");
  await expect(jobs.getByText("Loading the jobs...")).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});
