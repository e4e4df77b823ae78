import { animationsSettled, expect, test } from "./fixtures";
import type { Page } from "@playwright/test";

// The sky is drawn in a worker, so its pixels are read from screenshots rather than from the canvas.
// Once the page has loaded its data and its entrance transitions have run, nothing else on it moves,
// so two screenshots differ exactly when the sky does.
async function twoFrames(page: Page) {
  await expect(page.getByText("Initializing Starship Systems...")).toBeHidden();
  await page.waitForLoadState("networkidle");
  await animationsSettled(page);
  const first = await page.screenshot();
  await page.waitForTimeout(300);
  return [first, await page.screenshot()];
}

test("the sky moves", async ({ page, openAsPilot }) => {
  await openAsPilot("/");
  const [first, second] = await twoFrames(page);
  expect(second.equals(first)).toBe(false);
});

test("the sky stands still under prefers-reduced-motion", async ({ page, openAsPilot }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openAsPilot("/");
  const [first, second] = await twoFrames(page);
  expect(second.equals(first)).toBe(true);
});

test("the sky pauses while the tab is hidden", async ({ page, openAsPilot }) => {
  await openAsPilot("/");
  // Playwright pages are always visible, so the page is told it is hidden the way a browser would.
  await page.evaluate(() => {
    Object.defineProperty(document, "hidden", { configurable: true, get: () => true });
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await page.waitForTimeout(100);
  const [first, second] = await twoFrames(page);
  expect(second.equals(first)).toBe(true);
});
