/**
 * The whole percent shown as '{n}% Complete'. Rounded down, so a quest never reads 100% while it
 * is still Locked (2 of 3 votes is 66%, not 67%).
 */
export function completePercent(progress: number): number {
  return Math.min(100, Math.max(0, Math.floor(progress)));
}
