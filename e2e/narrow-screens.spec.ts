import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { starshipApiContract } from "@soundship/shared";
import { invoke, secondsAfter } from "./battle-fixtures";
import { expect, serverNow, test, type Pilot } from "./fixtures";
import { stubFunction } from "./function-stubs";
import { createAdmin } from "./overseer-fixtures";
import { openLoginForm, walkOverseerTabs } from "./page-walks";
import { ADMIN_PAGES, LOGIN_FORMS, SPEC_PAGES as PAGES } from "./spec-pages";

// DESIGN.md section 8 and the mobile bar: no page is wider than a 360 px screen.
test.use({ viewport: { width: 360, height: 760 } });

const LONG_TITLE = "The Extraordinarily Long Interstellar Bass Collision Championship Of The Outer Rim Nebula";

async function expectNoHorizontalScroll(page: Page, what = page.url()) {
  // Settled pages only: each has its h1 and no loading text left.
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(/Loading|Initializing/)).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), what).toBeLessThanOrEqual(360);
}

test("every page fits a 360 px screen, long battle titles included", async ({ page, openAsPilot }) => {
  test.slow();
  // The Command Deck with a battle title long enough to push View off the edge if it could.
  await stubFunction(page, starshipApiContract, (payload) =>
    payload.endpoint.startsWith("/battles")
      ? { battles: [{ battleId: "b-long", trackId: LONG_TITLE, opponents: ["a", "b"], mode: "beat_battle" as const }, { battleId: "b-word", trackId: "Z".repeat(90), opponents: [], mode: "song_battle" as const }] }
      : undefined,
  );
  await openAsPilot("/Dashboard");
  await expect(page.getByText(LONG_TITLE)).toBeAttached();
  await expectNoHorizontalScroll(page);
  for (const path of PAGES.slice(1)) {
    await page.goto(path);
    await expectNoHorizontalScroll(page);
  }
  // The pages DESIGN.md adds: a starter tournament's and a starter battle's.
  await page.goto("/TournamentHub");
  await page.getByRole("link", { name: /^View Details of/ }).first().click();
  await expect(page).toHaveURL(/\/Tournament\?id=/);
  await expectNoHorizontalScroll(page);
  await page.goto("/TournamentHub");
  const battleLink = page.locator('a[href^="/Battle?id="]').first();
  await battleLink.click();
  await expect(page).toHaveURL(/\/Battle\?id=/);
  await expectNoHorizontalScroll(page);
});

test("the Overseer fits a 360 px screen, every tab of it", async ({ page, request }) => {
  test.slow();
  const admin = await createAdmin(request);
  // The newest battle, listed first: a host whose address and a title that have nowhere to break a line.
  const email = `captain${"x".repeat(40)}${randomUUID().slice(0, 8)}@example.com`;
  const signedUp = await request.post("/api/apps/soundship/auth/register", { data: { email, password: `pass-${randomUUID()}`, full_name: "Long Address" } });
  expect(signedUp.status(), await signedUp.text()).toBe(200);
  const host = { token: ((await signedUp.json()) as { access_token: string }).access_token } as Pilot;
  await invoke(request, host, "subscribe", { tier: "commander", billing_cycle: "monthly" });
  const now = await serverNow(request);
  await invoke(request, host, "createBattle", { title: "Z".repeat(80), start_time: secondsAfter(now, 3600), end_time: secondsAfter(now, 7200), voting_end_time: secondsAfter(now, 10_800) });
  for (const path of ADMIN_PAGES) {
    const tabs = await walkOverseerTabs(page, admin.token, path, (tab) => expectNoHorizontalScroll(page, `${path}, ${tab}`));
    expect(tabs.length).toBeGreaterThan(1);
  }
});

test("the login page fits a 360 px screen in each of its forms", async ({ page }) => {
  for (const form of LOGIN_FORMS) {
    await openLoginForm(page, form);
    await expectNoHorizontalScroll(page, form.name);
  }
});
