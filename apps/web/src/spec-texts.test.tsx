/// <reference types="node" />
import { readFileSync } from "node:fs";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import {
  BATTLE_GENRES, BATTLE_TYPES, DEFAULT_GENRE, MESSAGES, battleFormSchema, tournamentCountdown, SHOP_ITEMS, TIER_DEFINITIONS, UNLIMITED, UPLOAD_ACCEPT, UPLOAD_GENRES, UPLOAD_TEXTS,
} from "@soundship/shared";
import { describe, expect, it } from "vitest";
import { NAV_ITEMS } from "@/app/shell/nav-items";
import { TooltipProvider } from "@/components/ui/tooltip";
import { effectMessage } from "@/features/cards/card-messages";
import { RevealedCard } from "@/features/cards/components/revealed-card";
import type { BoardQuest, QuestBoard } from "@/features/quests/api/quest-board";
import { QuestCard } from "@/features/quests/components/quest-card";
import { QuestList } from "@/features/quests/components/quest-list";
import { QuestStatus } from "@/features/quests/components/quest-status";
import { TournamentCard } from "@/features/tournaments/components/tournament-card";
import { TOURNAMENT_LIST_LIMIT } from "@/features/tournaments/api/tournaments";
import { HUB_TABS } from "@/features/tournaments/tournament-groups";
import { pilotName } from "@/lib/format/format";
import { PAGE_LOADING_TEXTS, PAGE_TITLES, SPEC_PAGE_NAMES } from "@/lib/routing/pages";

/**
 * SPEC.md's user-facing texts (sections 2, 8 and 9), each written here as a literal copied from
 * SPEC.md, held against what the product really shows: a value of `packages/shared` or of the web
 * app, the text a component renders, or, for a page that needs the server's data, the browser test
 * that expects it on screen. A changed word fails here, even where the code and its other tests
 * share one constant.
 *
 * One row per text: [SPEC.md section, the text, where the product shows it]. Every screen of
 * SPEC.md is built; a new text adds its row here.
 */
type Holder =
  | { kind: "value"; read: () => unknown }
  | { kind: "render"; node: () => ReactNode; example?: Example }
  | { kind: "browser"; spec: string; shown: string; example?: Example };
/** What a template's placeholders read in the example shown (`{ "{type}": "weekly" }`). */
type Example = Record<string, string>;

const value = (read: () => unknown): Holder => ({ kind: "value", read });
/** A component renders the text (a template as its `example`). */
const render = (node: () => ReactNode, example?: Example): Holder => ({ kind: "render", node, example });
/** A page shows it from the server's data: the browser test `spec` expects `shown` (a template's example) on screen. */
const browser = (spec: string, shown: string, example?: Example): Holder => ({ kind: "browser", spec, shown, example });

const card = { card_name: "Comet Dust", description: "A rare cosmic breeze", card_type: "spare luck", effect_type: "stardust", effect_value: 5, rarity: "rare", id: "c1" };
const effect = (type: string, value: number) => effectMessage(card as never, { type, value, absorbed: false } as never).text;

const NOW = new Date("2026-12-01T12:00:00Z");
const DAY = 86_400_000;

const system = { id: "q1", created_date: NOW.toISOString(), updated_date: NOW.toISOString(), created_by: null };
const quest = (progress: number, claimed: boolean): BoardQuest => ({
  ...system,
  title: "Drop a beat",
  description: "",
  quest_type: "daily",
  objective_event: "upload",
  objective_count: 5,
  stardust_reward: 10,
  xp_reward: null,
  is_active: true,
  period: "2026-12-01",
  progress,
  count: (progress / 100) * 5,
  claimed,
});
const board: QuestBoard = { ok: true, quests: [], resets: { daily: new Date(NOW.getTime() + DAY).toISOString(), weekly: new Date(NOW.getTime() + 6 * DAY).toISOString() }, timezone: "UTC" };
const cup = {
  ...system,
  name: "Nebula Cup",
  description: "",
  state: "open" as const,
  starts_at: new Date(NOW.getTime() + DAY).toISOString(),
  ends_at: new Date(NOW.getTime() + 7 * DAY).toISOString(),
  max_players: 16,
  current_players: 3,
  entry_fee: 0,
  min_tier: "explorer" as const,
  prize_pool: 100,
  battle_type: "beat_battle" as const,
  match_entry_hours: 48,
  match_voting_hours: 24,
  bracket_started_at: null,
  completed_at: null,
  champion_email: null,
};
const tournament = (tier: "cadet" | "explorer", enrolled: boolean) => (
  <TournamentCard tournament={cup} now={NOW} tier={tier} enrolled={enrolled} joining={false} balance={0} onJoin={() => Promise.resolve()} />
);
const drawn = (card_type: "doom" | "spare luck") => (
  <RevealedCard result={{ card: { ...system, card_name: "Comet Dust", description: "", card_type, effect_type: "stardust", effect_value: 5, rarity: "rare" }, effect: { type: "stardust", value: 5, absorbed: false } }} />
);
/** A tournament from `start` to `end` days after NOW (a minute later, so rounding down keeps the whole hour). */
const tournamentDays = (start: number, end: number) => ({
  starts_at: new Date(NOW.getTime() + start * 86_400_000 + 60_000),
  ends_at: new Date(NOW.getTime() + end * 86_400_000 + 60_000),
});

const TEXTS: [section: string, text: string, holder: Holder][] = [
  // Section 2: routes, sidebar, page titles and loading texts.
  ["2", "Dashboard TransmissionBay QuestBay StardustVault MembershipHQ TournamentHub Upload LuckCardDraw BattleCreator JudgePanel StardustShop Leaderboard", value(() => SPEC_PAGE_NAMES.join(" "))],
  ["2", "Command Deck (Dashboard)", value(() => nav(0))],
  ["2", "Battle Arena (TournamentHub)", value(() => nav(1))],
  ["2", "Create Battle (BattleCreator)", value(() => nav(2))],
  ["2", "Judge Panel (JudgePanel)", value(() => nav(3))],
  ["2", "Mission Bay (QuestBay)", value(() => nav(4))],
  ["2", "Luck Cards (LuckCardDraw)", value(() => nav(5))],
  ["2", "Stardust Shop (StardustShop)", value(() => nav(6))],
  ["2", "Leaderboard (Leaderboard)", value(() => nav(7))],
  ["2", "Transmission Bay (TransmissionBay)", value(() => nav(8))],
  ["2", "Fleet Status (MembershipHQ)", value(() => nav(9))],
  ["2", "Command Center", value(() => PAGE_TITLES.Dashboard)],
  ["2", "Upload", value(() => PAGE_TITLES.Upload)],
  ["2", "Galactic Fortune", value(() => PAGE_TITLES.LuckCardDraw)],
  ["2", "Create Epic Battle", value(() => PAGE_TITLES.BattleCreator)],
  ["2", "Galactic Leaderboard", value(() => PAGE_TITLES.Leaderboard)],
  ["2", "Initializing Starship Systems...", value(() => PAGE_LOADING_TEXTS.Dashboard)],
  ["2", "Loading Quest Bay...", value(() => PAGE_LOADING_TEXTS.QuestBay)],
  ["2", "Loading Judge Panel...", value(() => PAGE_LOADING_TEXTS.JudgePanel)],
  ["2", "Loading Rankings...", value(() => PAGE_LOADING_TEXTS.Leaderboard)],
  ["2", "Commander", value(() => pilotName({ username: null, full_name: null }))],
  // Transmission Bay.
  ["2", "Launch Transmission", value(() => UPLOAD_TEXTS.launch)],
  ["2", "Transmitting...", value(() => UPLOAD_TEXTS.transmitting)],
  ["5", "audio/*,.mp3,.wav,.flac", value(() => UPLOAD_ACCEPT.beat)],
  ["5", "audio/*,.mp3,.wav,.flac", value(() => UPLOAD_ACCEPT.song)],
  ["5", "video/*,.mp4,.mov,.avi", value(() => UPLOAD_ACCEPT.video)],
  ["5", ".glb,.gltf,.obj,.fbx", value(() => UPLOAD_ACCEPT.model)],
  // Quest Bay.
  ["2", "Claimed", render(() => <QuestStatus quest={quest(100, true)} />)],
  ["2", "Claim", render(() => <QuestStatus quest={quest(100, false)} />)],
  ["2", "Locked", render(() => <QuestStatus quest={quest(40, false)} />)],
  ["2", "No {type} quests available", render(() => <QuestList type="weekly" board={board} onReset={() => undefined} />, { "{type}": "weekly" })],
  ["2", "% Complete", render(() => <QuestCard quest={quest(40, false)} />)],
  // Stardust Vault.
  ["2", "Transaction History", browser("vault.spec.ts", 'getByRole("heading", { name: "Transaction History" })')],
  ["2", "No transactions yet", browser("vault.spec.ts", 'getByText("No transactions yet")).toBeVisible()')],
  // Luck card draw.
  ["2", "DRAW CARD", browser("cards.spec.ts", 'toHaveText("DRAW CARD")')],
  ["2", "CARD DRAWN TODAY", browser("cards.spec.ts", 'toHaveText("CARD DRAWN TODAY")')],
  ["2", "Return to Deck", browser("cards.spec.ts", 'getByRole("button", { name: "Return to Deck" })).toBeFocused()')],
  ["2", "DOOM", render(() => drawn("doom"))],
  ["2", "SPARE LUCK", render(() => drawn("spare luck"))],

  // Section 8: user-facing messages.
  ["8", "Please select a file", value(() => MESSAGES.uploadNoFile)],
  ["8", "Failed to get upload URL", value(() => MESSAGES.uploadUrlFailed)],
  ["8", "Upload failed", value(() => MESSAGES.uploadFailed)],
  ["8", "Transmission failed: {message}", value(() => UPLOAD_TEXTS.transmissionFailed("{message}"))],
  ["8", "Upload failed: {message}", value(() => UPLOAD_TEXTS.uploadFailed("{message}"))],
  ["8", "Quest Bay systems offline", value(() => MESSAGES.questLoadFailed)],
  ["8", "Reward claim failed", value(() => MESSAGES.claimFailed)],
  ["8", "Reward already claimed", value(() => MESSAGES.alreadyClaimed)],
  ["8", "Quest not completed", value(() => MESSAGES.questNotCompleted)],
  ["8", "Login required", value(() => MESSAGES.loginRequired)],
  ["8", "{tier} tier or higher required", value(() => MESSAGES.tierRequired("{tier}"))],
  ["8", "Already enrolled in this tournament", value(() => MESSAGES.alreadyEnrolled)],
  ["8", "Tournament at full capacity", value(() => MESSAGES.tournamentFull)],
  ["8", "Failed to join tournament", value(() => MESSAGES.joinFailed)],
  ["8", "Enrollment failed", value(() => MESSAGES.enrollmentFailed)],
  ["8", "Enrolled in tournament!", value(() => MESSAGES.enrolled)],
  ["2", "Open, Active, Completed, My Tournaments", value(() => HUB_TABS.map((tab) => tab.label).join(", "))],
  ["2", "Join Tournament", render(() => tournament("explorer", false))],
  ["2", "Upgrade to Join", render(() => tournament("cadet", false))],
  ["2", "Enrolled", render(() => tournament("explorer", true))],
  ["2", "View Details", render(() => tournament("explorer", true))],
  ["2", "Locked", render(() => tournament("cadet", false))],
  ["4", "Starts in 1d 2h", value(() => tournamentCountdown(tournamentDays(1 + 2 / 24, 5), NOW))],
  ["4", "1d 2h remaining", value(() => tournamentCountdown(tournamentDays(-1, 1 + 2 / 24), NOW))],
  ["4", "Ended", value(() => tournamentCountdown(tournamentDays(-5, -1), NOW))],
  ["9", "50", value(() => String(TOURNAMENT_LIST_LIMIT))],
  ["8", "Subscription update failed", value(() => MESSAGES.subscriptionFailed)],
  ["8", "Already drew your card today!", value(() => MESSAGES.alreadyDrawn)],
  ["8", "Failed to draw card", value(() => MESSAGES.drawFailed)],
  ["8", "Card draw failed", value(() => MESSAGES.cardDrawFailed)],
  ["8", "Battle creation failed", value(() => MESSAGES.battleCreationFailed)],
  ["8", "Scoring failed", value(() => MESSAGES.scoringFailed)],
  ["8", "Battle created successfully! 🚀", value(() => MESSAGES.battleCreated)],
  ["8", "Score submitted! ⭐", value(() => MESSAGES.scoreSubmitted)],
  ["2", "Select a battle to start judging", value(() => MESSAGES.selectBattleToJudge)],
  ["2", "Feedback for the pilot...", value(() => MESSAGES.judgeNotesPlaceholder)],
  ["8", "Insufficient Stardust!", value(() => MESSAGES.insufficientStardust)],
  ["8", "Transmission successful! 🚀", value(() => UPLOAD_TEXTS.transmissionSuccess)],
  ["8", "Upload successful! 🚀", value(() => UPLOAD_TEXTS.uploadSuccess)],
  ["8", "+N Stardust collected!", browser("quests.spec.ts", 'getByText("+10 Stardust collected!")).toBeVisible()', { "+N": "+10" })],
  ["8", "Purchased {item name}!", browser("shop.spec.ts", 'getByText("Purchased Battle Boost!")).toBeVisible()', { "{item name}": "Battle Boost" })],
  ["8", "Gained 7 Stardust!", value(() => effect("stardust", 7))],
  ["8", "Lost 7 Stardust!", value(() => effect("stardust", -7))],
  ["8", "Gained 7 XP!", value(() => effect("xp", 7))],
  ["8", "Lost 7 XP!", value(() => effect("xp", -7))],
  ["8", "Bonus battle entry!", value(() => effect("battle_entry", 1))],
  ["8", "Battle entry lost!", value(() => effect("battle_entry", -1))],
  ["8", "A rare cosmic breeze", value(() => effect("rank_boost", 1))],

  // Section 9: business constants.
  ["9", "Battle Boost | extra battle entry | 50", value(() => shopRow(0))],
  ["9", "Shield Pack | protect from Doom card | 100", value(() => shopRow(1))],
  ["9", "XP Multiplier | 2x XP for 24h | 150", value(() => shopRow(2))],
  ["9", "Rank Boost | skip to next tier | 500", value(() => shopRow(3))],
  ["9", "Lucky Draw | extra card draw | 75", value(() => shopRow(4))],
  ["9", "Stardust Vault | 500 Stardust bundle | 0", value(() => shopRow(5))],
  ["9", "Cadet | 9.99 | 20 | 15 | 0.30", value(() => tierRow("cadet"))],
  ["9", "Explorer | 19.99 | 25 | 20 | 0.35", value(() => tierRow("explorer"))],
  ["9", "Commander | 29.99 | unlimited (-1) | 30 | 0.40", value(() => tierRow("commander"))],
  ["9", "Admiral | 39.99 | unlimited (-1) | 50 | 0.45", value(() => tierRow("admiral"))],
  ["9", "beat_battle, song_battle, rap_on_beat", value(() => TIER_DEFINITIONS.cadet.battleModes.join(", "))],
  ["9", "beat_battle, song_battle, rap_on_beat, singer_showdown, freestyle_cipher", value(() => BATTLE_TYPES.join(", "))],
  ["9", "hip-hop", value(() => DEFAULT_GENRE)],
  ["5", "hip-hop, trap, drill, lo-fi, boom-bap, synthwave, techno, dubstep, house, dnb", value(() => UPLOAD_GENRES.join(", "))],
  ["5", "hip-hop, trap, drill, lo-fi, boom-bap", value(() => BATTLE_GENRES.join(", "))],
  ["5", "beat_battle, hip-hop, 0, 0, 10", value(() => {
    const form = battleFormSchema.parse({});
    return [form.battle_type, form.genre, form.entry_fee, form.prize_pool, form.max_participants].join(", ");
  })],
];

function nav(index: number): string {
  const item = NAV_ITEMS[index]!;
  return `${item.label} (${item.page})`;
}

function shopRow(index: number): string {
  const item = SHOP_ITEMS[index]!;
  return `${item.name} | ${item.effect} | ${item.cost}`;
}

function tierRow(tier: keyof typeof TIER_DEFINITIONS): string {
  const definition = TIER_DEFINITIONS[tier];
  const entries = definition.battleEntriesPerMonth === UNLIMITED ? `unlimited (${UNLIMITED})` : String(definition.battleEntriesPerMonth);
  const name = tier[0]!.toUpperCase() + tier.slice(1);
  return `${name} | ${definition.monthlyPrice} | ${entries} | ${definition.uploadLimit} | ${definition.prizePoolShare.toFixed(2)}`;
}

/** The text a component shows (its markup without tags), rendered with what every screen has around it. */
function shownText(node: ReactNode): string {
  const markup = renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <TooltipProvider>{node}</TooltipProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const text = markup.replace(/<!--.*?-->/g, "").replace(/<[^>]+>/g, " ");
  return text.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&").replace(/\s+/g, " ");
}

const browserSpec = (spec: string) => readFileSync(new URL(`../../../e2e/${spec}`, import.meta.url), "utf8");

describe("SPEC.md's texts, to the letter", () => {
  it.each(TEXTS.map(([section, text, holder]) => [`section ${section}: ${text}`, text, holder] as const))("%s", (_name, text, holder) => {
    if (holder.kind === "value") return expect(holder.read()).toBe(text);
    const shown = Object.entries(holder.example ?? {}).reduce((filled, [placeholder, example]) => filled.replace(placeholder, example), text);
    if (holder.kind === "render") return expect(shownText(holder.node())).toContain(shown);
    // The browser test's own expectation names the text, as the page must show it.
    expect(holder.shown).toContain(shown);
    expect(browserSpec(holder.spec)).toContain(holder.shown);
  });
});
