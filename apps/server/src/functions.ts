import { getLeaderboard } from "./core/leaderboard/leaderboard.ts";
import { starshipApi } from "./core/dashboard/starship-api.ts";
import { createRegistry, type FunctionDefinition } from "./core/functions/registry.ts";

/** Every backend function the API serves at /functions/{name}. */
export const FUNCTIONS: FunctionDefinition[] = [getLeaderboard, starshipApi];

/** Core integrations at /integration-endpoints/Core/{name}. */
export const INTEGRATIONS: FunctionDefinition[] = [];

export const defaultFunctions = () => createRegistry(FUNCTIONS);
export const defaultIntegrations = () => createRegistry(INTEGRATIONS);
