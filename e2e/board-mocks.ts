import type { Page, Route } from "@playwright/test";

type Answer = Record<string, unknown> | ((payload: Record<string, unknown>) => Record<string, unknown> | undefined);

/**
 * Answers calls of backend function `name` with `answer` (a fixed body, or one computed from the
 * payload; undefined lets the call through to the server). The boards are shared by every test of
 * a run, so tests that need exact rankings answer them here.
 */
export async function answerFunction(page: Page, name: string, answer: Answer): Promise<void> {
  await page.route(`**/api/apps/soundship/functions/${name}`, async (route: Route) => {
    const payload = (route.request().postDataJSON() ?? {}) as Record<string, unknown>;
    const body = typeof answer === "function" ? answer(payload) : answer;
    if (body === undefined) return route.fallback();
    return route.fulfill({ json: { ok: true, ...body } });
  });
}

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
    await page.route(`**/api/apps/soundship/functions/${name}`, async (route) => {
      await held;
      await route.fulfill({ status: 500, json: { message: "Something went wrong on our side", code: "INTERNAL" } });
    });
  }
  return { release, logged };
}
