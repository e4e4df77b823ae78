import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { connectLive } from "./live-connection";
import { createLiveCacheUpdater } from "./live-updates";
import { sdk } from "@/lib/sdk/sdk";

/**
 * Keeps one event stream open for the signed-in app and applies its events to the query cache, so
 * balances, quests and battles on screen change without a reload (DESIGN.md section 6, Live).
 */
export function useLiveEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    return connectLive({ streamUrl: () => sdk.live.streamUrl("all"), EventSource, apply: createLiveCacheUpdater(queryClient) });
  }, [queryClient]);
}
