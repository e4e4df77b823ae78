import type { Page } from "@playwright/test";
import { functionUrl, serverFailure } from "./function-stubs";

// The boards are shared by every test of a run, so tests that need exact rankings answer them with
// `stubFunction` (function-stubs.ts) and these pilots.

/** `count` ranked pilots, best first, with the given overrides by position (0-based). */
export function rankedPilots(count: number, overrides: Record<number, Partial<{ userId: string; username: string }>> = {}) {
  return Array.from({ length: count }, (_, index) => ({
    userId: `pilot-${index + 1}`,
    username: `Ace ${index + 1}`,
    score: 10_000 - index * 100,
    battlesWon: 50 - index,
    rank: index + 1,
    ...overrides[index],
  }));
}

/**
 * Holds every call of the named functions until `release()`, then fails it with a 500, so a test
 * sees the loading state first and the failure after; `logged` collects the console's errors.
 */
export async function holdThenFail(page: Page, names: string[]) {
  const logged: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") logged.push(message.text());
  });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  for (const name of names) {
    await page.route(functionUrl(name), async (route) => {
      await held;
      await route.fulfill(serverFailure);
    });
  }
  return { release, logged };
}
