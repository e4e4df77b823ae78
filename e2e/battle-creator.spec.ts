import type { Page } from "@playwright/test";
import { pilotOf } from "./battle-fixtures";
import { expect, openWithToken, test } from "./fixtures";

const next = (page: Page) => page.getByRole("button", { name: "Next" });
const back = (page: Page) => page.getByRole("button", { name: "Back" });
const stepHeading = (page: Page) => page.getByRole("main").getByRole("heading", { level: 2 });
/** The value the review lists for a field. */
const reviewed = (page: Page, label: string) => page.getByRole("main").locator(`dt:text-is("${label}") + dd`);

test("a commander walks the whole wizard: Cancel, Back and Next, N/A for empty times, a refusal that keeps the inputs, then Launching...", async ({ page, request }) => {
  const host = await pilotOf(request, "commander", "Vega Prime");
  await openWithToken(page, "/BattleCreator", host.token);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create Epic Battle");
  await expect(page.getByRole("list", { name: "Battle setup" }).getByRole("listitem")).toHaveText([/Basic Info/, /Rules/, /Schedule/, /Review/]);
  await expect(page.getByRole("note")).toHaveCount(0);

  // Step 1: the back button is Cancel, and it goes to the Dashboard.
  await expect(stepHeading(page)).toHaveText("Basic Info");
  await expect(back(page)).toHaveCount(0);
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/Dashboard$/);
  await page.goBack();
  await expect(stepHeading(page)).toHaveText("Basic Info");

  await page.getByLabel("Title").fill("Orbit Clash");
  await page.getByLabel("Description").fill("Bring your darkest drill.");
  await expect(page.getByLabel("Battle Type")).toHaveText("Beat Battle");
  await page.getByLabel("Battle Type").click();
  await expect(page.getByRole("option")).toHaveText(["Beat Battle", "Song Battle", "Rap on Beat", "Singer Showdown", "Freestyle Cipher"]);
  await page.getByRole("option", { name: "Freestyle Cipher" }).click();
  await next(page).click();

  // Step 2: SPEC.md's five genres and defaults; a value the balance cannot cover is tried first.
  await expect(stepHeading(page)).toHaveText("Rules");
  await expect(stepHeading(page)).toBeFocused();
  await expect(page.getByLabel("Genre")).toHaveText("hip-hop");
  await page.getByLabel("Genre").click();
  await expect(page.getByRole("option")).toHaveText(["hip-hop", "trap", "drill", "lo-fi", "boom-bap"]);
  await page.getByRole("option", { name: "drill" }).click();
  await expect(page.getByLabel("Entry Fee")).toHaveValue("0");
  await expect(page.getByLabel("Prize Pool")).toHaveValue("0");
  await expect(page.getByLabel("Max Participants")).toHaveValue("10");
  await page.getByLabel("Entry Fee").fill("15");
  await page.getByLabel("Prize Pool").fill("5000");
  await page.getByLabel("Max Participants").fill("0");

  // Back keeps what was typed.
  await back(page).click();
  await expect(stepHeading(page)).toHaveText("Basic Info");
  await expect(page.getByLabel("Title")).toHaveValue("Orbit Clash");
  await expect(page.getByLabel("Battle Type")).toHaveText("Freestyle Cipher");
  await next(page).click();
  await expect(page.getByLabel("Genre")).toHaveText("drill");
  await next(page).click();

  // Step 3: times left empty.
  await expect(stepHeading(page)).toHaveText("Schedule");
  await expect(page.getByLabel("Start Time")).toHaveValue("");
  await next(page).click();

  // Step 4: every value, N/A for the empty times.
  await expect(stepHeading(page)).toHaveText("Review");
  await expect(reviewed(page, "Title")).toHaveText("Orbit Clash");
  await expect(reviewed(page, "Description")).toHaveText("Bring your darkest drill.");
  await expect(reviewed(page, "Battle Type")).toHaveText("Freestyle Cipher");
  await expect(reviewed(page, "Genre")).toHaveText("drill");
  await expect(reviewed(page, "Entry Fee")).toHaveText("15 SD");
  await expect(reviewed(page, "Prize Pool")).toHaveText("5,000 SD");
  await expect(reviewed(page, "Max Participants")).toHaveText("No cap");
  for (const time of ["Start Time", "End Time", "Voting End Time"]) await expect(reviewed(page, time)).toHaveText("N/A");

  // The host has 100 Stardust: Launch is disabled and says by how much, with everything typed kept.
  await expect(page.getByRole("button", { name: "Launch Battle" })).toBeDisabled();
  await expect(page.getByText("You need 4900 more SD for this prize pool.")).toBeVisible();
  await expect(reviewed(page, "Title")).toHaveText("Orbit Clash");

  await back(page).click();
  await back(page).click();
  await expect(page.getByLabel("Prize Pool")).toHaveValue("5000");
  await page.getByLabel("Prize Pool").fill("40");
  await next(page).click();
  await next(page).click();
  await expect(reviewed(page, "Prize Pool")).toHaveText("40 SD");

  // Launching... shows while the server works; a second click sends nothing more.
  let creations = 0;
  await page.route("**/functions/createBattle", async (route) => {
    creations += 1;
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  const launch = page.getByRole("button", { name: "Launch Battle" });
  // The prize pool is confirmed first: Escape launches nothing.
  await launch.dblclick();
  const confirm = page.getByRole("dialog", { name: "Launch this battle?" });
  await expect(confirm).toContainText("Balance after60 SD");
  // A click outside (as the second click of a double click lands) leaves the question open.
  await page.mouse.click(5, 5);
  await expect(confirm).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  expect(creations).toBe(0);
  await launch.click();
  await confirm.getByRole("button", { name: "Pay 40 SD and launch" }).dblclick();
  await expect(confirm.getByRole("button", { name: "Working..." })).toBeDisabled();
  await expect(page.getByText("Battle created successfully! 🚀")).toBeVisible();
  await expect(page).toHaveURL(/\/TournamentHub$/);
  expect(creations).toBe(1);

  // It opened at once (no start time), so the Battle Arena lists it among the open battles.
  const card = page.getByRole("list", { name: "Active battles" }).getByRole("listitem").filter({ hasText: "Orbit Clash" });
  await expect(card).toContainText("Freestyle Cipher");
  await expect(card).toContainText("drill");
  await expect(card).toContainText("Hosted by Vega Prime");
  await expect(card).toContainText("40 SD");
  await card.getByRole("link", { name: "Orbit Clash" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Orbit Clash");
  await expect(page.getByText("You host this battle, so you cannot enter it")).toBeVisible();
});

test("times out of order are named before launch, and set times are reviewed as set", async ({ page, request }) => {
  const host = await pilotOf(request, "admiral", "Rigel Stone");
  await openWithToken(page, "/BattleCreator", host.token);
  await next(page).click();
  await next(page).click();
  await page.getByLabel("Start Time").fill("2031-06-10T20:00:00");
  await page.getByLabel("End Time", { exact: true }).fill("2031-06-09T20:00:00");
  await expect(page.getByText("End time must be after the start time")).toBeVisible();
  await next(page).click();
  await expect(page.getByRole("alert")).toContainText("End Time: End time must be after the start time");
  await expect(page.getByRole("button", { name: "Launch Battle" })).toBeDisabled();

  await page.getByRole("button", { name: "Go to Schedule" }).click();
  await page.getByLabel("End Time", { exact: true }).fill("2031-06-17T20:00:00");
  await next(page).click();
  await expect(reviewed(page, "Start Time")).toContainText("2031");
  await expect(reviewed(page, "Voting End Time")).toHaveText("N/A");
  await expect(page.getByRole("button", { name: "Launch Battle" })).toBeEnabled();
});

test("a pilot below commander sees why from the first step, and the way to Membership HQ", async ({ page, openAsPilot }) => {
  await openAsPilot("/BattleCreator");
  const notice = page.getByRole("note");
  await expect(notice).toContainText("Commander tier or higher required — see Fleet Status");
  await expect(notice).toContainText("You have no membership yet");
  await expect(stepHeading(page)).toHaveText("Basic Info");

  for (let step = 0; step < 3; step++) await next(page).click();
  await expect(stepHeading(page)).toHaveText("Review");
  await expect(page.getByRole("button", { name: "Launch Battle" })).toBeDisabled();

  await notice.getByRole("link", { name: "Upgrade at Membership HQ" }).click();
  await expect(page).toHaveURL(/\/MembershipHQ$/);
});
