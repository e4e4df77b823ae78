import { animationsSettled, expect, test } from "./fixtures";
import type { Page } from "@playwright/test";

// The sky's motion is what this file is about: its pages leave reduced motion (the suite's default) off.
test.use({ reducedMotion: "no-preference" });

// The sky is drawn in a worker, so its pixels are read from screenshots rather than from the canvas.
// Once the page has loaded its data and its entrance transitions have run, nothing else on it moves,
// so two screenshots differ exactly when the sky does.
async function loaded(page: Page) {
  await expect(page.getByText("Initializing Starship Systems...")).toBeHidden();
  await page.waitForLoadState("networkidle");
  await animationsSettled(page);
}

async function twoFrames(page: Page) {
  await loaded(page);
  const first = await page.screenshot();
  await page.waitForTimeout(300);
  return [first, await page.screenshot()];
}

/**
 * A sky that is told to stand still has first to be drawn once, by a worker that may start late on a
 * busy machine: wait until two screenshots agree, then the sky must stay as it is.
 */
async function expectStill(page: Page) {
  await loaded(page);
  let previous = await page.screenshot();
  await expect
    .poll(
      async () => {
        const next = await page.screenshot();
        const same = next.equals(previous);
        previous = next;
        return same;
      },
      { intervals: [300] },
    )
    .toBe(true);
  await page.waitForTimeout(300);
  expect((await page.screenshot()).equals(previous)).toBe(true);
}

test("the sky moves", async ({ page, openAsPilot }) => {
  await openAsPilot("/");
  const [first, second] = await twoFrames(page);
  expect(second.equals(first)).toBe(false);
});

test("the sky stands still under prefers-reduced-motion", async ({ page, openAsPilot }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openAsPilot("/");
  await expectStill(page);
});

test("the sky pauses while the tab is hidden", async ({ page, openAsPilot }) => {
  await openAsPilot("/");
  // Playwright pages are always visible, so the page is told it is hidden the way a browser would.
  await page.evaluate(() => {
    Object.defineProperty(document, "hidden", { configurable: true, get: () => true });
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await expectStill(page);
});
