import { allViolations, expect, test } from "./fixtures";
import { SPEC_PAGES as PAGES } from "./spec-pages";

for (const path of PAGES) {
  test(`${path} has no accessibility violations of any impact`, async ({ page, openAsPilot }) => {
    test.slow();
    await openAsPilot(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(/Loading|Initializing/)).toHaveCount(0);
    expect(await allViolations(page)).toEqual([]);
  });
}
