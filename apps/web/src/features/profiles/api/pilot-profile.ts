import { useQuery } from "@tanstack/react-query";
import type { FunctionResult } from "@soundship/sdk";
import { sdk } from "@/lib/sdk/sdk";

export type PilotProfile = FunctionResult<"pilotProfile">;

export const pilotProfileKey = (id: string) => ["pilot-profile", id] as const;

/** A pilot's public profile: who they are, their tracks, battles, tournaments and badges. */
export function usePilotProfile(id: string) {
  return useQuery({
    queryKey: pilotProfileKey(id),
    queryFn: ({ signal }) => sdk.functions.invoke("pilotProfile", { pilot_id: id }, { signal }),
    enabled: id !== "",
  });
}
