import { expect, mainNav, test } from "./fixtures";
import type { Page } from "@playwright/test";

const SEVEN_DAYS_S = 7 * 24 * 60 * 60;

function sidebar(page: Page) {
  return page.getByRole("complementary", { name: "Ship console" });
}

async function sidebarCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === "sidebar_state");
}

test("collapsing keeps icons with tooltips, and survives a reload through the cookie", async ({ page, openAsPilot }) => {
  await openAsPilot("/QuestBay");
  await expect(sidebar(page)).toHaveAttribute("data-state", "expanded");
  await expect(sidebar(page)).toHaveCSS("width", "256px");

  await page.getByRole("button", { name: "Collapse sidebar" }).click();

  await expect(sidebar(page)).toHaveAttribute("data-state", "collapsed");
  await expect(sidebar(page)).toHaveCSS("width", "48px");
  await expect(page.getByRole("button", { name: "Expand sidebar" })).toHaveAttribute("aria-expanded", "false");
  const cookie = await sidebarCookie(page);
  expect(cookie?.value).toBe("false");
  expect(cookie?.path).toBe("/");
  // Site-wide for 7 days: the expiry lies a week ahead (give or take the test's own runtime).
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(SEVEN_DAYS_S - 60);
  expect(cookie!.expires - Date.now() / 1000).toBeLessThanOrEqual(SEVEN_DAYS_S);

  // Collapsed entries are icons; hovering one names it at once (sidebar tooltip delay 0).
  const luckCards = mainNav(page).getByRole("link", { name: "Luck Cards", exact: true });
  // Moved onto it through the points between, as a hand moves: a single jump gives the link one
  // pointer move, which Radix may spend while it still counts the pointer as leaving the button
  // just clicked; under load that left the tooltip shut for good.
  const box = (await luckCards.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 8 });
  await expect(page.getByRole("tooltip", { name: "Luck Cards" })).toBeVisible();

  await page.reload();
  await expect(sidebar(page)).toHaveAttribute("data-state", "collapsed");

  await page.getByRole("button", { name: "Expand sidebar" }).click();
  await expect(sidebar(page)).toHaveAttribute("data-state", "expanded");
  expect((await sidebarCookie(page))?.value).toBe("true");
});

test("ctrl+B and meta+B toggle the sidebar", async ({ page, openAsPilot }) => {
  await openAsPilot("/");
  await page.keyboard.press("Control+b");
  await expect(sidebar(page)).toHaveAttribute("data-state", "collapsed");
  expect((await sidebarCookie(page))?.value).toBe("false");

  await page.keyboard.press("Meta+b");
  await expect(sidebar(page)).toHaveAttribute("data-state", "expanded");
  expect((await sidebarCookie(page))?.value).toBe("true");
});

test("ctrl+B is the field's own while typing", async ({ page, openAsPilot }) => {
  await openAsPilot("/TransmissionBay");
  await page.getByLabel("Title").fill("Bold move");
  await page.getByLabel("Title").press("Control+b");
  await page.getByLabel("Description").press("Meta+b");
  await expect(sidebar(page)).toHaveAttribute("data-state", "expanded");
  await page.getByRole("heading", { level: 1 }).click();
  await page.keyboard.press("Control+b");
  await expect(sidebar(page)).toHaveAttribute("data-state", "collapsed");
});

test("the page's h1 opens the document outline, before anything in the sidebar", async ({ page, openAsPilot }) => {
  for (const path of ["/QuestBay", "/TransmissionBay", "/StardustVault"]) {
    await openAsPilot(path);
    const levels = await page.getByRole("heading").evaluateAll((headings) => headings.map((heading) => heading.tagName));
    expect(levels[0]).toBe("H1");
  }
});

test("the sidebar shows Ship Systems and the signed-in pilot", async ({ page, pilot, openAsPilot }) => {
  await openAsPilot("/");
  const systems = sidebar(page).getByRole("region", { name: "Ship Systems" });
  await expect(systems.getByRole("heading")).toHaveCount(0);
  await expect(systems).toContainText("Power Core98%");
  await expect(systems).toContainText("Shields100%");
  await expect(systems).toContainText("WeaponsArmed");

  // DESIGN.md section 7: the real pilot and a short form of their id.
  await expect(sidebar(page).getByText(pilot.fullName)).toBeVisible();
  const shortId = pilot.id.replace(/-/g, "").slice(-6).toUpperCase();
  await expect(sidebar(page).getByText(`ID: ${shortId}`)).toBeVisible();
});

test("the sky is one canvas, hidden from assistive tech, not hundreds of elements", async ({ page, openAsPilot }) => {
  await openAsPilot("/");
  const canvas = page.locator("canvas");
  await expect(canvas).toHaveCount(1);
  await expect(page.locator('[aria-hidden="true"]:has(> canvas)')).toHaveCount(1);
});

test("at 800 px tall the sidebar says it scrolls, until its end is reached", async ({ page, openAsPilot }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openAsPilot("/QuestBay");
  const nav = page.getByRole("navigation", { name: "Main" });
  const hint = page.getByText("More below");
  const fleet = nav.getByRole("link", { name: "Fleet Status", exact: true });
  // Fleet Status sits below the fold of the sidebar's scrolling part: the hint says so, until the
  // last entry (My Battles, under the ten) is in view.
  await expect(hint).toBeVisible();
  await fleet.scrollIntoViewIfNeeded();
  await page.getByRole("navigation", { name: "Your battles" }).getByRole("link", { name: "My Battles" }).scrollIntoViewIfNeeded();
  await expect(hint).toBeHidden();
});
