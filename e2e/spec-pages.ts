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

/** The Overseer's page (admins only): the walks open each of its tabs. */
export const ADMIN_PAGES = ["/Overseer"];

/** The login page in each of its forms: one address, reached by a click or a mailed link. */
export const LOGIN_FORMS: readonly { name: string; path: string; click?: { role: "tab" | "button"; name: string } }[] = [
  { name: "Pilot Login", path: "/login?from_url=%2F&app_id=soundship" },
  { name: "Join the Fleet", path: "/login?from_url=%2F&app_id=soundship", click: { role: "tab", name: "Create account" } },
  { name: "Forgot Password", path: "/login?from_url=%2F&app_id=soundship", click: { role: "button", name: "Forgot password?" } },
  { name: "Choose a New Password", path: "/login?reset_token=mailed-token" },
];
