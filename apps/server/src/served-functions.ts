import { battleDetails } from "./core/battles/battle-details.ts";
import { battleList } from "./core/battles/battle-list.ts";
import { createBattle } from "./core/battles/create-battle.ts";
import { enterBattle } from "./core/battles/enter-battle.ts";
import { judgeBattles } from "./core/battles/judge-battles.ts";
import { judgeSubmissions } from "./core/battles/judge-submissions.ts";
import { submitScores } from "./core/battles/submit-scores.ts";
import { drawDailyCard } from "./core/cards/draw-daily-card.ts";
import { starshipApi } from "./core/dashboard/starship-api.ts";
import { createRegistry, type ServedFunction } from "./core/functions/registry.ts";
import { galaxyRank } from "./core/leaderboard/galaxy-rank.ts";
import { getLeaderboard } from "./core/leaderboard/leaderboard.ts";
import { claimQuest } from "./core/quests/claim-quest.ts";
import { membershipOverview } from "./core/membership/membership-overview.ts";
import { overseerAuditLog } from "./core/overseer/overseer-audit-log.ts";
import { overseerBanPilot, overseerUnbanPilot } from "./core/overseer/overseer-ban-pilot.ts";
import { overseerBattles } from "./core/overseer/overseer-battles.ts";
import { overseerCancelBattle } from "./core/overseer/overseer-cancel-battle.ts";
import { overseerGrantStardust } from "./core/overseer/overseer-grant-stardust.ts";
import { overseerOverview } from "./core/overseer/overseer-overview.ts";
import { overseerPilot } from "./core/overseer/overseer-pilot.ts";
import { overseerPilots } from "./core/overseer/overseer-pilots.ts";
import { overseerRemoveSubmission } from "./core/overseer/overseer-remove-submission.ts";
import { overseerJobs, overseerRetryJob } from "./core/overseer/overseer-jobs.ts";
import { overseerContent, overseerRecordPrizePayout, overseerSaveCard, overseerSaveQuest, overseerSaveTournament } from "./core/overseer/overseer-content.ts";
import { myReports } from "./core/reports/my-reports.ts";
import { overseerReports, overseerResolveReport } from "./core/overseer/overseer-reports.ts";
import { reportContent } from "./core/reports/report-content.ts";
import { subscribe } from "./core/membership/subscribe.ts";
import { questBoard } from "./core/quests/quest-board.ts";
import { purchaseItem } from "./core/shop/purchase-item.ts";
import { purchaseStardustVault } from "./core/shop/purchase-stardust-vault.ts";
import { joinTournament } from "./core/tournaments/join-tournament.ts";
import { tournamentDetails } from "./core/tournaments/tournament-details.ts";
import { createUploadUrl } from "./core/uploads/create-upload-url.ts";
import { deleteTransmission } from "./core/uploads/delete-transmission.ts";
import { uploadAllowance } from "./core/uploads/upload-allowance.ts";
import { firstOrders } from "./core/profiles/first-orders.ts";
import { myBattles } from "./core/profiles/my-battles.ts";
import { pilotProfile } from "./core/profiles/pilot-profile.ts";
import { setTrackHidden } from "./core/profiles/set-track-hidden.ts";
import { markNotificationsRead } from "./core/notifications/mark-notifications-read.ts";
import { notificationPreferencesFunction, saveNotificationPreferences } from "./core/notifications/preferences.ts";

/** Every backend function the API serves at /functions/{name}; one a line, so additions merge cleanly. */
export const FUNCTIONS: ServedFunction[] = [
  claimQuest,
  createUploadUrl,
  deleteTransmission,
  drawDailyCard,
  galaxyRank,
  getLeaderboard,
  purchaseItem,
  questBoard,
  starshipApi,
  subscribe,
  membershipOverview,
  purchaseStardustVault,
  createBattle,
  enterBattle,
  submitScores,
  uploadAllowance,
  battleDetails,
  battleList,
  judgeBattles,
  judgeSubmissions,
  joinTournament,
  tournamentDetails,
  overseerAuditLog,
  overseerOverview,
  overseerPilots,
  overseerPilot,
  overseerGrantStardust,
  overseerBanPilot,
  overseerUnbanPilot,
  overseerBattles,
  overseerCancelBattle,
  overseerRemoveSubmission,
  reportContent,
  myReports,
  overseerReports,
  overseerResolveReport,
  overseerContent,
  overseerSaveQuest,
  overseerSaveCard,
  overseerSaveTournament,
  overseerRecordPrizePayout,
  overseerJobs,
  overseerRetryJob,
  pilotProfile,
  setTrackHidden,
  myBattles,
  firstOrders,
  markNotificationsRead,
  notificationPreferencesFunction,
  saveNotificationPreferences,
];

export const defaultFunctions = () => createRegistry(FUNCTIONS);
