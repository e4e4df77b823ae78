import { useQuery } from "@tanstack/react-query";
import type { FunctionResult } from "@soundship/sdk";
import { sdk } from "@/lib/sdk/sdk";
import { BATTLES_KEY } from "./battle-keys";

export type MyBattles = FunctionResult<"myBattles">;

/** The battles the pilot hosts, entered and judged, each with its phase and, once settled, their result. */
export function useMyBattles() {
  return useQuery({
    queryKey: [...BATTLES_KEY, "mine"],
    queryFn: ({ signal }) => sdk.functions.invoke("myBattles", {}, { signal }),
  });
}
