/** Every route of SPEC.md section 2 (`/` is `/Dashboard`), for the checks that walk them all. */
export const SPEC_PAGES = [
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
  // DESIGN.md section 6: the pilot's inbox, opened from the bell.
  "/Notifications",
  "/Settings",
];
