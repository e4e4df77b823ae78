import { allViolations, expect, test } from "./fixtures";

const PAGES = [
  "/Dashboard",
  "/TransmissionBay",
  "/QuestBay",
  "/StardustVault",
  "/MembershipHQ",
  "/TournamentHub",
  "/Upload",
  "/LuckCardDraw",
  "/BattleCreator",
  "/JudgePanel",
  "/StardustShop",
  "/Leaderboard",
];

for (const path of PAGES) {
  test(`${path} has no accessibility violations of any impact`, async ({ page, openAsPilot }) => {
    test.slow();
    await openAsPilot(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(/Loading|Initializing/)).toHaveCount(0);
    expect(await allViolations(page)).toEqual([]);
  });
}
