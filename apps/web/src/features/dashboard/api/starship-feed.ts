import { useQuery } from "@tanstack/react-query";
import type { FunctionResult } from "@soundship/sdk";
import { sdk } from "@/lib/sdk/sdk";

type Feed = FunctionResult<"starshipApi">;

/** A battle as the `starshipApi` feed describes it (SPEC.md section 3). */
export type ActiveBattle = Extract<Feed, { battles: unknown }>["battles"][number];

/** SPEC.md section 9: the deck asks for 10 pilots and shows 5, and shows 5 battles. */
export const DECK_LIST_SIZE = 5;
const LEADERBOARD_ENDPOINT = "/leaderboard?limit=10";
const BATTLES_ENDPOINT = "/battles?status=active";

/** Battles running now, from the dashboard feed. */
export function useActiveBattles() {
  return useQuery({
    queryKey: ["dashboard", "battles"],
    queryFn: ({ signal }) =>
      sdk.functions.invoke("starshipApi", { endpoint: BATTLES_ENDPOINT }, { signal }).then((reply) => ("battles" in reply ? reply.battles : [])),
  });
}

/** The fleet's best pilots, from the dashboard feed. */
export function useTopPilots() {
  return useQuery({
    queryKey: ["dashboard", "top-pilots"],
    queryFn: ({ signal }) =>
      sdk.functions.invoke("starshipApi", { endpoint: LEADERBOARD_ENDPOINT }, { signal }).then((reply) => ("players" in reply ? reply.players : [])),
  });
}
