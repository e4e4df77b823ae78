import { expect, mainNav, test } from "./fixtures";

/** SPEC.md section 2: the ten entries in order, with the page each opens and that page's title. */
const ENTRIES = [
  { label: "Command Deck", path: "/Dashboard", title: "Command Center" },
  { label: "Battle Arena", path: "/TournamentHub", title: "Tournament Hub" },
  { label: "Create Battle", path: "/BattleCreator", title: "Create Epic Battle" },
  { label: "Judge Panel", path: "/JudgePanel", title: "Judge Panel" },
  { label: "Mission Bay", path: "/QuestBay", title: "Quest Bay" },
  { label: "Luck Cards", path: "/LuckCardDraw", title: "Galactic Fortune" },
  { label: "Stardust Shop", path: "/StardustShop", title: "Stardust Shop" },
  { label: "Leaderboard", path: "/Leaderboard", title: "Galactic Leaderboard" },
  { label: "Transmission Bay", path: "/TransmissionBay", title: "Transmission Bay" },
  { label: "Fleet Status", path: "/MembershipHQ", title: "Membership HQ" },
];

test("the sidebar lists the ten entries in SPEC order", async ({ page, openAsPilot }) => {
  await openAsPilot("/");
  await expect(mainNav(page).getByRole("link")).toHaveText(ENTRIES.map((entry) => entry.label));
});

test("each sidebar entry opens its page and is highlighted", async ({ page, openAsPilot }) => {
  await openAsPilot("/");
  for (const entry of ENTRIES) {
    await mainNav(page).getByRole("link", { name: entry.label, exact: true }).click();

    await expect(page).toHaveURL(entry.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(entry.title);
    await expect(page).toHaveTitle(`${entry.title} · Soundship`);
    const current = mainNav(page).locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAccessibleName(entry.label);
  }
});

test("the page is the last path segment, compared case-insensitively", async ({ page, openAsPilot }) => {
  await openAsPilot("/questbay");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quest Bay");
  await expect(mainNav(page).getByRole("link", { name: "Mission Bay", exact: true })).toHaveAttribute("aria-current", "page");

  await page.goto("/deck/seven/LEADERBOARD");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Galactic Leaderboard");

  await page.goto("/StardustVault/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Stardust Vault");

  // Upload is a page without a sidebar entry.
  await page.goto("/upload");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Upload");
  await expect(mainNav(page).locator('[aria-current="page"]')).toHaveCount(0);
});

test("the root and unknown segments show the Dashboard", async ({ page, openAsPilot }) => {
  await openAsPilot("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Command Center");

  await page.goto("/NoSuchDeck");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Command Center");
  await expect(page).toHaveURL("/NoSuchDeck");
  await expect(mainNav(page).getByRole("link", { name: "Command Deck", exact: true })).toHaveAttribute("aria-current", "page");
});

test("a page shows its SPEC loading text while it loads", async ({ page, openAsPilot }) => {
  await openAsPilot("/");
  // Hold the page's chunk back so the loading state stays on screen long enough to be seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/judge-panel-page-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });

  await mainNav(page).getByRole("link", { name: "Judge Panel", exact: true }).click();
  // Other statuses may share the screen (the deck's e-mail banner, its own loading state as it goes).
  await expect(page.getByRole("status").filter({ hasText: "Loading Judge Panel..." })).toHaveText("Loading Judge Panel...");
  release();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Judge Panel");
});

test("the app shows 'Initializing Starship Systems...' while it boots", async ({ page, pilot }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/apps/soundship/entities/User/me", async (route) => {
    await held;
    await route.continue();
  });

  await page.goto(`/?access_token=${pilot.token}`);
  await expect(page.getByRole("status")).toHaveText("Initializing Starship Systems...");
  release();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Command Center");
});
