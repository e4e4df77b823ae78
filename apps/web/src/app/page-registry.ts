import { createElement, lazy, startTransition, useEffect, useReducer, useState, type ComponentType } from "react";
import type { PageName } from "@/lib/routing/pages";

interface Page {
  Component: ComponentType;
  /** Loads the page's code once; resolves when it has arrived or failed to. */
  load(): Promise<void>;
  /** Whether the code has arrived or failed to: rendering it will not wait. */
  readonly settled: boolean;
}

/**
 * Each page is its own chunk: the first visit downloads the shell and one page, not twelve. A page
 * whose code has arrived renders at once; one still on its way suspends (React.lazy) and shows its
 * loading state.
 */
function page<T>(load: () => Promise<T>, pick: (module: T) => ComponentType): Page {
  let loaded: ComponentType | undefined;
  let loading: Promise<{ default: ComponentType }> | undefined;
  const start = () => (loading ??= load().then((module) => ({ default: (loaded = pick(module)) })));
  const Lazy = lazy(start);
  let settled = false;
  function Component() {
    // Chosen once per mount: a page whose component type changed later would lose its state.
    const [Chosen] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(Chosen);
  }
  return {
    Component,
    // A failure is the render's to report (the page's error boundary), not an unhandled rejection here.
    load: () => start().then(
      () => void (settled = true),
      () => void (settled = true),
    ),
    get settled() {
      return settled;
    },
  };
}

/**
 * Whether the page's code is still on its way, as a query's `isPending`; starts loading it. The page
 * outlet shows the loading state itself until then, rather than letting the page suspend: React holds
 * a suspended page back until 300 ms after its loading state appeared, so that it does not flash,
 * and on a first visit the page's code, fetched beside the app's, arrives just after the shell.
 */
export function usePageCode(name: PageName): { isPending: boolean } {
  const code = PAGES[name];
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    let current = true;
    // A transition: the page is built in slices, the main thread free between them.
    if (!code.settled) void code.load().then(() => current && startTransition(arrived));
    return () => {
      current = false;
    };
  }, [code]);
  return { isPending: !code.settled };
}

export const PAGES: Record<PageName, Page> = {
  Dashboard: page(() => import("@/features/dashboard/dashboard-page"), (m) => m.DashboardPage),
  TransmissionBay: page(() => import("@/features/transmissions/transmission-bay-page"), (m) => m.TransmissionBayPage),
  QuestBay: page(() => import("@/features/quests/quest-bay-page"), (m) => m.QuestBayPage),
  StardustVault: page(() => import("@/features/vault/stardust-vault-page"), (m) => m.StardustVaultPage),
  MembershipHQ: page(() => import("@/features/membership/membership-hq-page"), (m) => m.MembershipHqPage),
  // The Battle Arena is the tournaments with the battles below them: two features, composed here.
  TournamentHub: page(
    () => Promise.all([import("@/features/tournaments/tournament-hub-page"), import("@/features/battles/components/battle-list")]),
    ([hub, battles]) =>
      function BattleArenaPage() {
        return createElement(hub.TournamentHubPage, null, createElement(battles.BattleList));
      },
  ),
  Upload: page(() => import("@/features/transmissions/upload-page"), (m) => m.UploadPage),
  LuckCardDraw: page(() => import("@/features/cards/luck-card-draw-page"), (m) => m.LuckCardDrawPage),
  BattleCreator: page(() => import("@/features/battles/battle-creator-page"), (m) => m.BattleCreatorPage),
  JudgePanel: page(() => import("@/features/judging/judge-panel-page"), (m) => m.JudgePanelPage),
  StardustShop: page(() => import("@/features/shop/stardust-shop-page"), (m) => m.StardustShopPage),
  Leaderboard: page(() => import("@/features/leaderboard/leaderboard-page"), (m) => m.LeaderboardPage),
  Battle: page(() => import("@/features/battles/battle-page"), (m) => m.BattlePage),
  Tournament: page(() => import("@/features/tournaments/tournament-page"), (m) => m.TournamentPage),
  Overseer: page(() => import("@/features/overseer/overseer-page"), (m) => m.OverseerPage),
  Pilot: page(() => import("@/features/profiles/pilot-page"), (m) => m.PilotPage),
  MyBattles: page(() => import("@/features/battles/my-battles-page"), (m) => m.MyBattlesPage),
  Notifications: page(() => import("@/features/notifications/notifications-page"), (m) => m.NotificationsPage),
  Settings: page(() => import("@/features/settings/settings-page"), (m) => m.SettingsPage),
};
