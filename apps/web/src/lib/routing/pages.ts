/** The twelve pages of SPEC.md section 2, by the name that is also their path (`/QuestBay`). */
export const SPEC_PAGE_NAMES = [
  "Dashboard",
  "TransmissionBay",
  "QuestBay",
  "StardustVault",
  "MembershipHQ",
  "TournamentHub",
  "Upload",
  "LuckCardDraw",
  "BattleCreator",
  "JudgePanel",
  "StardustShop",
  "Leaderboard",
] as const;

/**
 * Every page: SPEC.md's twelve, the ones DESIGN.md section 7 adds (`/Battle?id=…`,
 * `/Tournament?id=…`), which no sidebar entry names, the admins' Overseer panel (DESIGN.md
 * section 6), a pilot's profile (`/Pilot?id=…`), the caller's own battles, the pilot's inbox,
 * opened from the bell, and their settings (DESIGN.md section 6, Notifications).
 */
export const PAGE_NAMES = [
  ...SPEC_PAGE_NAMES,
  "Battle",
  "Tournament",
  "Overseer",
  "Pilot",
  "MyBattles",
  "Notifications",
  "Settings",
] as const;

export type PageName = (typeof PAGE_NAMES)[number];

/** The themed title each page shows as its heading and in the browser tab. */
export const PAGE_TITLES: Record<PageName, string> = {
  Dashboard: "Command Center",
  TransmissionBay: "Transmission Bay",
  QuestBay: "Quest Bay",
  StardustVault: "Stardust Vault",
  MembershipHQ: "Membership HQ",
  TournamentHub: "Tournament Hub",
  Upload: "Upload",
  LuckCardDraw: "Galactic Fortune",
  BattleCreator: "Create Epic Battle",
  JudgePanel: "Judge Panel",
  StardustShop: "Stardust Shop",
  Leaderboard: "Galactic Leaderboard",
  Battle: "Battle Briefing",
  Tournament: "Tournament Briefing",
  Overseer: "Overseer",
  Pilot: "Pilot Profile",
  MyBattles: "My Battles",
  Notifications: "Notifications",
  Settings: "Settings",
};

/** Pages only admins have; for anyone else their path is an unknown page, the Dashboard. */
export const ADMIN_PAGES: readonly PageName[] = ["Overseer"];

/** The page a pilot of `role` sees at `name`: an admin page is the Dashboard for everyone but admins. */
export function pageForRole(name: PageName, role: string | undefined): PageName {
  return ADMIN_PAGES.includes(name) && role !== "admin" ? "Dashboard" : name;
}

/** SPEC.md's loading texts; pages without one show a spinner with a hidden label. */
export const BOOT_LOADING_TEXT = "Initializing Starship Systems...";
export const PAGE_LOADING_TEXTS: Partial<Record<PageName, string>> = {
  Dashboard: BOOT_LOADING_TEXT,
  QuestBay: "Loading Quest Bay...",
  JudgePanel: "Loading Judge Panel...",
  Leaderboard: "Loading Rankings...",
};

const BY_LOWER_NAME = new Map(PAGE_NAMES.map((name) => [name.toLowerCase(), name]));

/**
 * SPEC.md section 2: the page is the last path segment, compared case-insensitively;
 * `/` and any unknown segment are the Dashboard.
 */
export function pageFromPath(pathname: string): PageName {
  const segments = pathname.split("/").filter(Boolean);
  const last = segments.at(-1);
  if (!last) return "Dashboard";
  let decoded = last;
  try {
    decoded = decodeURIComponent(last);
  } catch {
    // A malformed escape is just an unknown page.
  }
  return BY_LOWER_NAME.get(decoded.toLowerCase()) ?? "Dashboard";
}

/**
 * Where a pilot lands after creating an account when nothing more specific was asked for: the
 * Command Deck, whose Today's Orders show a new pilot what to do first.
 */
export const NEW_PILOT_LANDING: PageName = "Dashboard";

/** The path of a page, as the sidebar links to it. */
export function pagePath(name: PageName): string {
  return `/${name}`;
}

/** The browser tab title of a page. */
export function documentTitle(name: PageName): string {
  return `${PAGE_TITLES[name]} · Soundship`;
}

/** The page of one battle (DESIGN.md section 7), where the Dashboard's View and the Battle Arena link. */
export function battlePath(id: string): string {
  return `${pagePath("Battle")}?id=${encodeURIComponent(id)}`;
}

/** The page of one tournament and its bracket, where the cards' View Details link. */
export function tournamentPath(id: string): string {
  return `${pagePath("Tournament")}?id=${encodeURIComponent(id)}`;
}

/** A pilot's profile, where every pilot's name in the app leads. */
export function pilotPath(id: string): string {
  return `${pagePath("Pilot")}?id=${encodeURIComponent(id)}`;
}
