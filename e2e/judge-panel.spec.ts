import type { Page } from "@playwright/test";
import { wav } from "../apps/server/test/helpers/media-files.ts";
import { judgeBattlesContract, judgeSubmissionsContract, submitScoresContract } from "@soundship/shared";
import { expect, seriousViolations, test } from "./fixtures";
import { fulfilFunction, functionUrl, refusal, serverFailure, stubFunction, type StubReply } from "./function-stubs";
import { E2E_CLOCK_START } from "./test-clock";

// Pages run on a clock that starts at E2E_CLOCK_START.
const later = (minutes: number) => new Date(Date.parse(E2E_CLOCK_START) + minutes * 60_000).toISOString();

// The panel's layout and states with a battle in voting answered by stubs: the real loop, with its
// clock, is battle-loop.spec.ts.
const battle: StubReply<typeof judgeBattlesContract>["battles"][number] = {
  id: "b-1",
  title: "Comet Clash",
  description: "",
  battle_type: "rap_on_beat",
  genre: "trap",
  entry_fee: 10,
  prize_pool: 50,
  max_participants: 10,
  start_time: later(-120),
  end_time: later(-60),
  voting_end_time: later(60),
  status: "voting",
  next_phase_at: later(60),
  pot: 70,
  entrants: 2,
  host_callsign: "Vega Prime",
  created_date: later(-180),
  submissions: 2,
  scored_by_me: 0,
};
// A submission still processing: no preview or peaks yet, so the player falls back to the original.
const submission = (id: string, title: string) => ({
  id, title, genre: "trap", beat_url: `/stub-audio/${id}.wav`, preview_url: null, peaks_url: null, playback_gain_db: null, status: "processing" as const, duration_seconds: 1, my_vote: null,
});

async function stubPanel(page: Page) {
  await page.route("**/stub-audio/*", (route) => route.fulfill({ body: wav(1), contentType: "audio/wav" }));
  await stubFunction(page, judgeBattlesContract, { battles: [battle] });
  await stubFunction(page, judgeSubmissionsContract, { battle, submissions: [submission("s-1", "Ion Storm"), submission("s-2", "Quiet Orbit")], next: null });
}


test("the Judge Panel lists battles in voting and scores a submission by keyboard, accessible at 1280 and 390 px", async ({ page, openAsPilot }) => {
  // Three accessibility scans: slower than most tests.
  test.setTimeout(90_000);
  await stubPanel(page);
  let scored: unknown = null;
  await page.route(functionUrl("submitScores"), async (route) => {
    scored = route.request().postDataJSON();
    await fulfilFunction(route, submitScoresContract, {
      rewarded: true,
      stardust: 105,
      vote: { id: "v-1", battle_id: "b-1", submission_id: "s-1", creativity: 7, technical: 0, impact: 10, notes: "", vote_power: 6, created_date: later(0), updated_date: later(0) },
    });
  });
  await openAsPilot("/JudgePanel");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Judge Panel");
  await expect(page.getByRole("heading", { name: "Active Battles" })).toBeVisible();
  await expect(page.getByText("Select a battle to start judging")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("button", { name: /Comet Clash/ }).click();
  const card = page.getByRole("list", { name: "Submissions" }).getByRole("listitem").filter({ hasText: "Ion Storm" });
  await expect(card.getByText("trap")).toBeVisible();
  await expect(card.getByRole("slider", { name: "Seek Ion Storm" })).toBeVisible();
  await expect(card.getByRole("button", { name: "Play Ion Storm" })).toBeVisible();
  await expect(card.getByPlaceholder("Feedback for the pilot...")).toBeVisible();
  for (const name of ["Creativity", "Technical", "Impact"]) {
    const slider = card.getByRole("slider", { name });
    await expect(slider).toHaveAttribute("aria-valuemin", "0");
    await expect(slider).toHaveAttribute("aria-valuemax", "10");
    await expect(slider).toHaveAttribute("aria-valuetext", "Not set");
  }
  expect(await seriousViolations(page)).toEqual([]);

  const submit = card.getByRole("button", { name: /Submit Scores/ });
  await expect(submit).toBeDisabled();
  await card.getByRole("slider", { name: "Creativity" }).focus();
  for (let i = 0; i < 7; i++) await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Tab");
  // Home at the resting place still sets the score: 0 is a score.
  await page.keyboard.press("Home");
  await expect(card.getByRole("slider", { name: "Technical" })).toHaveAttribute("aria-valuetext", "0 of 10");
  await expect(submit).toBeDisabled();
  await page.keyboard.press("Tab");
  await page.keyboard.press("End");
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText("Score submitted! ⭐")).toBeVisible();
  expect(scored).toEqual({ submission_id: "s-1", creativity: 7, technical: 0, impact: 10, notes: "" });
  await expect(card.getByText("Scored", { exact: true })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await seriousViolations(page)).toEqual([]);
});

test("a refused score says 'Scoring failed' with the reason; failed loads are only logged and show empty lists", async ({ page, openAsPilot }) => {
  await stubPanel(page);
  await page.route(functionUrl("submitScores"), (route) => route.fulfill(refusal("BATTLE_CLOSED", "Scores are accepted only while the battle is in voting")));
  await openAsPilot("/JudgePanel");
  await page.getByRole("button", { name: /Comet Clash/ }).click();
  const card = page.getByRole("list", { name: "Submissions" }).getByRole("listitem").filter({ hasText: "Quiet Orbit" });
  await card.getByRole("slider", { name: "Creativity" }).focus();
  for (const key of ["End", "Tab", "End", "Tab", "End"]) await page.keyboard.press(key);
  await card.getByRole("button", { name: /Submit Scores/ }).click();
  await expect(page.getByText("Scoring failed: Scores are accepted only while the battle is in voting")).toBeVisible();

  await page.unrouteAll({ behavior: "ignoreErrors" });
  await page.route(functionUrl("judgeBattles"), (route) => route.fulfill(serverFailure));
  const logged = page.waitForEvent("console", (message) => message.type() === "error" && message.text().includes("Judge Panel"));
  await page.reload();
  await expect(page.getByText("No battles in voting")).toBeVisible();
  await logged;
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("an unset score shows no thumb, and a stray click where it rests records no 0", async ({ page, openAsPilot }) => {
  await stubPanel(page);
  let scored: unknown = null;
  await page.route(functionUrl("submitScores"), async (route) => {
    scored = route.request().postDataJSON();
    await fulfilFunction(route, submitScoresContract, { rewarded: true, stardust: 105, vote: { id: "v-1", battle_id: "b-1", submission_id: "s-2", creativity: 0, technical: 8, impact: 8, notes: "", vote_power: 5, created_date: later(0), updated_date: later(0) } });
  });
  await openAsPilot("/JudgePanel");
  await page.getByRole("button", { name: /Comet Clash/ }).click();
  const card = page.getByRole("list", { name: "Submissions" }).getByRole("listitem").filter({ hasText: "Quiet Orbit" });
  const creativity = card.getByRole("slider", { name: "Creativity" });
  await expect(creativity).toHaveCSS("opacity", "0");
  await card.getByRole("button", { name: /Submit Scores/ }).scrollIntoViewIfNeeded();
  // A click on the hidden thumb at the far left, and one on the track beside it: nothing is set.
  const thumb = (await creativity.boundingBox())!;
  await page.mouse.click(thumb.x + thumb.width / 2, thumb.y + thumb.height / 2);
  await page.mouse.click(thumb.x + 2, thumb.y + thumb.height / 2);
  await expect(creativity).toHaveAttribute("aria-valuetext", "Not set");
  await expect(card.getByText("Not set")).toHaveCount(3);
  const submit = card.getByRole("button", { name: /Submit Scores/ });
  await expect(submit).toBeDisabled();

  // A deliberate 0: moved there from another value.
  const track = (await creativity.locator("xpath=../..").boundingBox())!;
  await page.mouse.click(track.x + track.width * 0.8, track.y + track.height / 2);
  await expect(creativity).toHaveAttribute("aria-valuetext", "8 of 10");
  await expect(creativity).toHaveCSS("opacity", "1");
  await page.mouse.move(track.x + track.width * 0.8, track.y + track.height / 2);
  await page.mouse.down();
  await page.mouse.move(track.x - 20, track.y + track.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(creativity).toHaveAttribute("aria-valuetext", "0 of 10");
  await expect(submit).toBeDisabled();
  for (const name of ["Technical", "Impact"]) {
    const slider = card.getByRole("slider", { name });
    const box = (await slider.locator("xpath=../..").boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.8, box.y + box.height / 2);
  }
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText("Score submitted! ⭐")).toBeVisible();
  expect(scored).toEqual({ submission_id: "s-2", creativity: 0, technical: 8, impact: 8, notes: "" });
});
