/**
 * Every backend function's contract, one line each (kept in alphabetical order, which also keeps
 * parallel additions from touching the same line). A line here is all it takes for the server's
 * contract test, `FUNCTION_CONTRACTS` and the SDK's typed `functions.invoke(name, …)` to know it.
 */
export { battleDetailsContract } from "./battle-details.ts";
export { battleListContract } from "./battle-list.ts";
export { claimQuestContract } from "./claim-quest.ts";
export { createBattleContract } from "./create-battle.ts";
export { createUploadUrlContract } from "./create-upload-url.ts";
export { deleteTransmissionContract } from "./delete-transmission.ts";
export { drawDailyCardContract } from "./draw-daily-card.ts";
export { enterBattleContract } from "./enter-battle.ts";
export { firstOrdersContract } from "./first-orders.ts";
export { galaxyRankContract } from "./galaxy-rank.ts";
export { getLeaderboardContract } from "./get-leaderboard.ts";
export { joinTournamentContract } from "./join-tournament.ts";
export { judgeBattlesContract } from "./judge-battles.ts";
export { judgeSubmissionsContract } from "./judge-submissions.ts";
export { markNotificationsReadContract } from "./mark-notifications-read.ts";
export { membershipOverviewContract } from "./membership-overview.ts";
export { myBattlesContract } from "./my-battles.ts";
export { notificationPreferencesContract } from "./notification-preferences.ts";
export { myReportsContract } from "./my-reports.ts";
export { overseerAuditLogContract } from "./overseer-audit-log.ts";
export { overseerBanPilotContract } from "./overseer-pilots.ts";
export { overseerBattlesContract } from "./overseer-battles.ts";
export { overseerCancelBattleContract } from "./overseer-battles.ts";
export { overseerGrantStardustContract } from "./overseer-pilots.ts";
export { overseerJobsContract } from "./overseer-jobs.ts";
export { overseerOverviewContract } from "./overseer-overview.ts";
export { overseerPilotContract } from "./overseer-pilots.ts";
export { overseerPilotsContract } from "./overseer-pilots.ts";
export { overseerRemoveSubmissionContract } from "./overseer-battles.ts";
export { overseerUnbanPilotContract } from "./overseer-pilots.ts";
export { overseerContentContract } from "./overseer-content.ts";
export { overseerRecordPrizePayoutContract } from "./overseer-record-prize-payout.ts";
export { overseerReportsContract } from "./overseer-reports.ts";
export { overseerResolveReportContract } from "./overseer-resolve-report.ts";
export { overseerRetryJobContract } from "./overseer-jobs.ts";
export { overseerSaveCardContract } from "./overseer-save-card.ts";
export { overseerSaveQuestContract } from "./overseer-save-quest.ts";
export { overseerSaveTournamentContract } from "./overseer-save-tournament.ts";
export { pilotProfileContract } from "./pilot-profile.ts";
export { purchaseItemContract } from "./purchase-item.ts";
export { purchaseStardustVaultContract } from "./purchase-stardust-vault.ts";
export { questBoardContract } from "./quest-board.ts";
export { reportContentContract } from "./report-content.ts";
export { setTrackHiddenContract } from "./pilot-profile.ts";
export { saveNotificationPreferencesContract } from "./notification-preferences.ts";
export { starshipApiContract } from "./starship-api.ts";
export { submitScoresContract } from "./submit-scores.ts";
export { subscribeContract } from "./subscribe.ts";
export { tournamentDetailsContract } from "./tournament-details.ts";
export { uploadAllowanceContract } from "./upload-allowance.ts";
