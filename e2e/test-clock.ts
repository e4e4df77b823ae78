/**
 * The instant the browser tests' server and browsers start their clocks at: a Wednesday noon UTC,
 * so a run of any length short of 12 hours stays on one pilot day and one ISO week whatever the
 * date it runs on (tests expect "today" not to change under them).
 */
export const E2E_CLOCK_START = "2026-11-18T12:00:00.000Z";
