import { expect, seriousViolations, test } from "./fixtures";
import { uploadWav } from "./api-uploads";

const allowance = (page: import("@playwright/test").Page) => page.getByRole("status", { name: "Upload allowance" });

test("the allowance shows before the form, and before the sixth upload of the month the form gives way to the limit", async ({ page, pilot, request, openAsPilot }) => {
  test.slow(); // five uploads and an accessibility scan
  await openAsPilot("/TransmissionBay");
  await expect(allowance(page)).toContainText("5 of 5 uploads left this month");
  await expect(allowance(page)).toContainText("3 of 3 bonus uploads left today (+10 Stardust each)");
  await expect(allowance(page)).toContainText("Audio files up to 100 MB");
  await page.getByRole("tab", { name: "Video" }).click();
  await expect(allowance(page)).toContainText("Videos up to 1 GB");

  for (const title of ["One", "Two", "Three", "Four"]) await uploadWav(request, pilot, title);
  await page.reload();
  await expect(allowance(page)).toContainText("1 of 5 uploads left this month");
  await expect(allowance(page)).toContainText("Today's 3 bonus uploads are used");

  await uploadWav(request, pilot, "Five");
  await page.reload();
  await expect(page.getByText("Upload limit reached")).toBeVisible();
  await expect(page.getByText("You have used all 5 uploads this month.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Launch Transmission" })).toHaveCount(0);
  await expect(page.getByLabel("File")).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("link", { name: "See ranks in Fleet Status" }).click();
  await expect(page).toHaveURL("/MembershipHQ");
});
