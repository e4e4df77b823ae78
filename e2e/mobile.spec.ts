import { expect, mainNav, test } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 } });

test("a 390 px screen shows the mobile header and opens the slide-in panel", async ({ page, pilot, openAsPilot }) => {
  await openAsPilot("/");
  await expect(page.getByRole("banner")).toContainText("SOUNDSHIP COMMAND");
  // The desktop column is not rendered; navigation lives in the panel.
  await expect(page.getByRole("complementary", { name: "Ship console" })).toHaveCount(0);
  await expect(mainNav(page)).toHaveCount(0);

  const open = page.getByRole("button", { name: "Open navigation" });
  await expect(open).toHaveAttribute("aria-expanded", "false");
  await open.click();
  const panel = page.getByRole("dialog", { name: "Navigation" });
  await expect(panel).toBeVisible();
  await expect(panel).toHaveCSS("width", "288px");
  await expect(panel.getByText(pilot.fullName)).toBeVisible();

  await panel.getByRole("link", { name: "Luck Cards", exact: true }).click();
  await expect(page).toHaveURL("/LuckCardDraw");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Galactic Fortune");
  await expect(panel).toBeHidden();
  await expect(open).toHaveAttribute("aria-expanded", "false");
});

test("the panel closes with Escape and its close button, and ctrl+B toggles it", async ({ page, openAsPilot }) => {
  await openAsPilot("/");
  const panel = page.getByRole("dialog", { name: "Navigation" });

  await page.keyboard.press("Control+b");
  await expect(panel).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();

  await page.getByRole("button", { name: "Open navigation" }).click();
  await expect(panel.getByRole("link", { name: "Mission Bay", exact: true })).toBeVisible();
  await panel.getByRole("button", { name: "Close navigation" }).click();
  await expect(panel).toBeHidden();
  // Focus returns to the control that opened the panel.
  await expect(page.getByRole("button", { name: "Open navigation" })).toBeFocused();

  // The mobile flag is separate: it never writes the desktop collapse cookie.
  const cookie = (await page.context().cookies()).find((c) => c.name === "sidebar_state");
  expect(cookie).toBeUndefined();
});
