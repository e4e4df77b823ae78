import { allViolations, expect, test } from "./fixtures";
import { createAdmin } from "./overseer-fixtures";
import { openLoginForm, walkOverseerTabs } from "./page-walks";
import { ADMIN_PAGES, LOGIN_FORMS, SPEC_PAGES as PAGES } from "./spec-pages";

for (const path of PAGES) {
  test(`${path} has no accessibility violations of any impact`, async ({ page, openAsPilot }) => {
    test.slow();
    await openAsPilot(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(/Loading|Initializing/)).toHaveCount(0);
    expect(await allViolations(page)).toEqual([]);
  });
}

// The pages DESIGN.md adds, reached the way a pilot reaches them: a starter tournament's and a starter battle's.
for (const [kind, link] of [
  ["tournament", /^View Details of/],
  ["battle", /.+/],
] as const) {
  test(`a ${kind} page has no accessibility violations of any impact`, async ({ page, openAsPilot }) => {
    test.slow();
    await openAsPilot("/TournamentHub");
    const hubTitle = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
    const target = kind === "tournament" ? page.getByRole("link", { name: link }).first() : page.locator('a[href^="/Battle?id="]').first();
    await target.click();
    await expect(page).toHaveURL(kind === "tournament" ? /\/Tournament\?id=/ : /\/Battle\?id=/);
    // The address changes at once, while the hub stays on screen until the page's code has loaded: a
    // scan begun then would see React swap the page under it (its heading gone mid-scan).
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(hubTitle);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(/Loading|Initializing/)).toHaveCount(0);
    expect(await allViolations(page)).toEqual([]);
  });
}

for (const path of ADMIN_PAGES) {
  test(`${path} has no accessibility violations of any impact, on every tab`, async ({ page, request }) => {
    // One scan per tab, nine of them: a few seconds each on a busy machine.
    test.setTimeout(240_000);
    const admin = await createAdmin(request);
    const found: Record<string, unknown[]> = {};
    await walkOverseerTabs(page, admin.token, path, async (tab) => {
      const violations = await allViolations(page);
      if (violations.length > 0) found[tab] = violations;
    });
    expect(found).toEqual({});
  });
}

for (const form of LOGIN_FORMS) {
  test(`the login page's "${form.name}" has no accessibility violations of any impact`, async ({ page }) => {
    await openLoginForm(page, form);
    expect(await allViolations(page)).toEqual([]);
  });
}
