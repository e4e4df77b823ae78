import type { Page } from "@playwright/test";
import { joinTournamentContract, tournamentEntrySchema, tournamentSchema, type Tournament } from "@soundship/shared";
import { expect, seriousViolations, serverNow, test } from "./fixtures";
import { contractReply, functionUrl, recordsReply, refusal, serverFailure } from "./function-stubs";

const API = "/api/apps/soundship";
const DAY = 86_400_000;
const HOUR = 3_600_000;

// Pages run on the server's clock; the records below are placed by it.
let now = 0;
test.beforeEach(async ({ request }) => {
  now = await serverNow(request);
});

/** A tournament record as the entity API returns it, placed relative to the browser's clock. */
function tournament(id: string, name: string, startsIn: number, endsIn: number, values: Partial<Tournament> = {}): Tournament {
  const created = new Date(now).toISOString();
  return {
    id, name, description: `${name} description`, state: "open",
    starts_at: new Date(now + startsIn).toISOString(), ends_at: new Date(now + endsIn).toISOString(),
    max_players: 16, current_players: 3, entry_fee: 50, min_tier: null, prize_pool: 250, battle_type: "beat_battle",
    match_entry_hours: 48, match_voting_hours: 24, bracket_started_at: null, completed_at: null, champion_email: null,
    created_date: created, updated_date: created, created_by: null,
    ...values,
  };
}

/** Serves the hub's two lists from the test, so each tab's content is known whatever else the database holds. */
async function serveTournaments(page: Page, tournaments: Tournament[], entries: string[] = []) {
  const created = new Date(now).toISOString();
  const entryRecords = entries.map((tournament_id, i) => ({ id: `e${i}`, tournament_id, user_email: "pilot@soundship.test", seed: null, created_date: created, updated_date: created, created_by: null }));
  await page.route(`**${API}/entities/Tournament?*`, (route) => route.fulfill({ json: recordsReply(tournamentSchema, tournaments) }));
  await page.route(`**${API}/entities/TournamentEntry?*`, (route) => route.fulfill({ json: recordsReply(tournamentEntrySchema, entryRecords) }));
}

const card = (page: Page, name: string) => page.getByRole("listitem", { name });

test("every tab shows its empty state when there are no tournaments", async ({ page, openAsPilot }) => {
  await serveTournaments(page, []);
  await openAsPilot("/TournamentHub");
  const stats = page.getByRole("region", { name: "Tournament stats" });
  await expect(stats).toContainText("Open for Entry");
  await expect(stats).toContainText("$0");
  await expect(page.getByText("No tournaments open for entry")).toBeVisible();
  for (const [tab, empty] of [["Active", "No tournaments in progress"], ["Completed", "No completed tournaments yet"], ["My Tournaments", "You have not joined a tournament yet"]]) {
    await page.getByRole("tablist", { name: "Tournaments" }).getByRole("tab", { name: tab }).click();
    await expect(page.getByText(empty!)).toBeVisible();
  }
});

test("tabs sort tournaments by their dates and show SPEC's countdowns and badges", async ({ page, openAsPilot }) => {
  await serveTournaments(page, [
    tournament("t-open", "Nebula Cup", 2 * DAY + 3 * HOUR + 60_000, 5 * DAY),
    tournament("t-live", "Pulsar Clash", -DAY, DAY + 5 * HOUR + 60_000, { state: "open", prize_pool: 1000 }),
    tournament("t-done", "Comet Finals", -5 * DAY, -DAY, { state: "in_progress" }),
    tournament("t-locked", "Admiral Gauntlet", DAY, 3 * DAY, { min_tier: "admiral" }),
  ], ["t-live"]);
  await openAsPilot("/TournamentHub");
  const stats = page.getByRole("region", { name: "Tournament stats" });
  await expect(stats).toContainText("$1,750");

  const open = card(page, "Nebula Cup");
  await expect(open).toContainText("Starts in 2d 3h");
  await expect(open).toContainText("Upcoming");
  await expect(open).toContainText("3/16");
  await expect(open).toContainText("50 Stardust");
  await expect(open).toContainText("$250");
  await expect(open.getByRole("button", { name: "Join Tournament Nebula Cup" })).toBeVisible();
  const locked = card(page, "Admiral Gauntlet");
  await expect(locked.getByText("Locked")).toBeVisible();
  await expect(locked).toContainText("Admiral");

  await page.getByRole("tablist", { name: "Tournaments" }).getByRole("tab", { name: "Active" }).click();
  const live = card(page, "Pulsar Clash");
  await expect(live).toContainText("1d 5h remaining");
  await expect(live.getByText("Enrolled")).toBeVisible();
  await expect(live.getByRole("button")).toHaveCount(0);

  await page.getByRole("tablist", { name: "Tournaments" }).getByRole("tab", { name: "Completed" }).click();
  await expect(card(page, "Comet Finals")).toContainText("Ended");

  await page.getByRole("tablist", { name: "Tournaments" }).getByRole("tab", { name: "My Tournaments" }).click();
  // The first tab panel is the tournaments'; the battle list below has its own.
  await expect(page.getByRole("tabpanel").first().getByRole("listitem")).toHaveCount(1);
  await expect(card(page, "Pulsar Clash")).toBeVisible();
});

test("Upgrade to Join goes to Membership HQ", async ({ page, openAsPilot }) => {
  await serveTournaments(page, [tournament("t-locked", "Admiral Gauntlet", DAY, 3 * DAY, { min_tier: "admiral" })]);
  await openAsPilot("/TournamentHub");
  await card(page, "Admiral Gauntlet").getByRole("link", { name: "Upgrade to Join" }).click();
  await expect(page).toHaveURL(/\/MembershipHQ$/);
});

test("Join shows 'Enrolled in tournament!', each refusal its text, and a failed call 'Enrollment failed'", async ({ page, pilot, openAsPilot }) => {
  await serveTournaments(page, [tournament("t-open", "Nebula Cup", DAY, 3 * DAY)]);
  const answers = [
    { status: 200, json: contractReply(joinTournamentContract, {}) },
    refusal("ALREADY_ENROLLED", "Already enrolled in this tournament"),
    refusal("TOURNAMENT_FULL", "Tournament at full capacity"),
    refusal("TIER_REQUIRED", "commander tier or higher required"),
    refusal("INSUFFICIENT_STARDUST", "Insufficient Stardust!"),
    serverFailure,
  ];
  const sent: unknown[] = [];
  await page.route(functionUrl("joinTournament"), (route) => {
    sent.push(route.request().postDataJSON());
    return route.fulfill(answers.shift()!);
  });
  await openAsPilot("/TournamentHub");
  const join = card(page, "Nebula Cup").getByRole("button", { name: "Join Tournament Nebula Cup" });
  const confirm = page.getByRole("dialog", { name: "Join Nebula Cup?" });
  // The fee is confirmed first; Escape joins nothing.
  await join.click();
  await expect(confirm).toContainText("Balance after50 SD");
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  expect(sent).toEqual([]);
  for (const toast of ["Enrolled in tournament!", "Already enrolled in this tournament", "Tournament at full capacity", "Commander tier or higher required — see Fleet Status", "Insufficient Stardust!", "Enrollment failed"]) {
    await expect(join).toBeEnabled();
    await join.click();
    await confirm.getByRole("button", { name: "Pay 50 SD and join" }).click();
    await expect(page.getByText(toast)).toBeVisible();
  }
  expect(sent[0]).toEqual({ id: "t-open", pilotId: pilot.email });
});

test("a new pilot joins a starter tournament for real: the fee is paid and the card shows Enrolled", async ({ page, openAsPilot }) => {
  await openAsPilot("/TournamentHub");
  const supernova = card(page, "Supernova Open");
  await supernova.getByRole("button", { name: "Join Tournament Supernova Open" }).click();
  await page.getByRole("dialog", { name: "Join Supernova Open?" }).getByRole("button", { name: /^Pay \d+ SD and join$/ }).click();
  await expect(page.getByText("Enrolled in tournament!")).toBeVisible();
  await expect(supernova.getByText("Enrolled")).toBeVisible();
  await expect(supernova.getByRole("button")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Tournament stats" })).toContainText(/My Entries\s*1/i);
  // A commander-only tournament is locked for a pilot without a membership.
  await expect(card(page, "Commander's Gauntlet").getByRole("link", { name: "Upgrade to Join" })).toBeVisible();
  await page.goto("/StardustVault");
  await expect(page.getByText("Entry fee for Supernova Open")).toBeVisible();
});

test("View Details opens the tournament page with its bracket drawn round by round", async ({ page, openAsPilot }) => {
  await openAsPilot("/TournamentHub");
  await page.getByRole("tablist", { name: "Tournaments" }).getByRole("tab", { name: "Active" }).click();
  await card(page, "Orbit Sprint").getByRole("link", { name: "View Details of Orbit Sprint" }).click();
  await expect(page).toHaveURL(/\/Tournament\?id=/);
  await expect(page.getByRole("heading", { level: 1, name: "Orbit Sprint" })).toBeVisible();

  const rounds = page.getByRole("list", { name: "Rounds" });
  for (const name of ["Quarter-finals", "Semi-finals", "Final"]) await expect(rounds.getByRole("listitem", { name, exact: true })).toBeVisible();
  const first = rounds.getByRole("listitem", { name: "Quarter-finals" });
  await expect(first.getByText("Bye")).toHaveCount(3);
  await expect(first.getByText("Advanced")).toHaveCount(3);
  // The live matches link their battles.
  await expect(rounds.getByRole("link", { name: "Match battle" })).toHaveCount(2);
  await expect(page.getByRole("heading", { name: "Entrants" })).toBeVisible();
  await expect(page.getByText("2 days to enter, 1 day to judge")).toBeVisible();

  await rounds.getByRole("link", { name: "Match battle" }).first().click();
  await expect(page).toHaveURL(/\/Battle\?id=/);
  await expect(page.getByText("Only the two pilots of this tournament match can enter it")).toBeVisible();
  await page.getByRole("link", { name: "A tournament match: see the bracket" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Orbit Sprint" })).toBeVisible();
});

test("a completed tournament names its champion; an unknown id is not found", async ({ page, openAsPilot }) => {
  await openAsPilot("/TournamentHub");
  await page.getByRole("tablist", { name: "Tournaments" }).getByRole("tab", { name: "Completed" }).click();
  await card(page, "Founders' Cup").getByRole("link", { name: "View Details of Founders' Cup" }).click();
  const champion = page.getByRole("region", { name: "Champion" });
  await expect(champion).toBeVisible();
  await expect(page.getByRole("list", { name: "Rounds" }).getByRole("listitem", { name: "Final", exact: true }).getByText("Advanced")).toHaveCount(1);

  await page.goto("/Tournament?id=no-such-tournament");
  await expect(page.getByText("Tournament not found")).toBeVisible();
});

test("the tournament page has no serious or critical violations", async ({ page, openAsPilot }) => {
  // Sign-up plus a full axe scan of a drawn bracket: more than the default budget on a busy machine.
  test.slow();
  await openAsPilot("/TournamentHub");
  await page.getByRole("tablist", { name: "Tournaments" }).getByRole("tab", { name: "Active" }).click();
  await card(page, "Orbit Sprint").getByRole("link", { name: "View Details of Orbit Sprint" }).click();
  await expect(page.getByRole("list", { name: "Rounds" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
