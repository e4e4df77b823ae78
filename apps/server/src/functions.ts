import { battleDetails } from "./core/battles/battle-details.ts";
import { battleList } from "./core/battles/battle-list.ts";
import { createBattle } from "./core/battles/create-battle.ts";
import { enterBattle } from "./core/battles/enter-battle.ts";
import { judgeBattles } from "./core/battles/judge-battles.ts";
import { judgeSubmissions } from "./core/battles/judge-submissions.ts";
import { submitScores } from "./core/battles/submit-scores.ts";
import { drawDailyCard } from "./core/cards/draw-daily-card.ts";
import { starshipApi } from "./core/dashboard/starship-api.ts";
import { createRegistry, type FunctionDefinition } from "./core/functions/registry.ts";
import { getLeaderboard } from "./core/leaderboard/leaderboard.ts";
import { claimQuest } from "./core/quests/claim-quest.ts";
import { questBoard } from "./core/quests/quest-board.ts";
import { purchaseItem } from "./core/shop/purchase-item.ts";
import { joinTournament } from "./core/tournaments/join-tournament.ts";
import { createUploadUrl } from "./core/uploads/create-upload-url.ts";
import { deleteTransmission } from "./core/uploads/delete-transmission.ts";

/** Every backend function the API serves at /functions/{name}. */
export const FUNCTIONS: FunctionDefinition[] = [
  getLeaderboard, starshipApi, questBoard, claimQuest, drawDailyCard, purchaseItem, createUploadUrl, deleteTransmission,
  createBattle, enterBattle, submitScores, battleDetails, battleList, judgeBattles, judgeSubmissions,
  joinTournament,
];

/** Core integrations at /integration-endpoints/Core/{name}. */
export const INTEGRATIONS: FunctionDefinition[] = [];

export const defaultFunctions = () => createRegistry(FUNCTIONS);
export const defaultIntegrations = () => createRegistry(INTEGRATIONS);
