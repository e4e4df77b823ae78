import { createElement } from "react";
import type { PageName } from "@/lib/routing/pages";
import { lazyPage as page, type LazyPage } from "./lazy-page";

// Each page is its own chunk: the first visit downloads the shell and one page, not twelve.
export const PAGES: Record<PageName, LazyPage> = {
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
