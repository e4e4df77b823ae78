import { drawDailyCard } from "./core/cards/draw-daily-card.ts";
import { starshipApi } from "./core/dashboard/starship-api.ts";
import { createRegistry, type FunctionDefinition } from "./core/functions/registry.ts";
import { galaxyRank } from "./core/leaderboard/galaxy-rank.ts";
import { getLeaderboard } from "./core/leaderboard/leaderboard.ts";
import { claimQuest } from "./core/quests/claim-quest.ts";
import { questBoard } from "./core/quests/quest-board.ts";
import { purchaseItem } from "./core/shop/purchase-item.ts";
import { createUploadUrl } from "./core/uploads/create-upload-url.ts";
import { deleteTransmission } from "./core/uploads/delete-transmission.ts";

/** Every backend function the API serves at /functions/{name}. */
export const FUNCTIONS: FunctionDefinition[] = [getLeaderboard, galaxyRank, starshipApi, questBoard, claimQuest, drawDailyCard, purchaseItem, createUploadUrl, deleteTransmission];

/** Core integrations at /integration-endpoints/Core/{name}. */
export const INTEGRATIONS: FunctionDefinition[] = [];

export const defaultFunctions = () => createRegistry(FUNCTIONS);
export const defaultIntegrations = () => createRegistry(INTEGRATIONS);
