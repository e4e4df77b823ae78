import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FunctionInput, FunctionResult } from "@soundship/sdk";
import { CURRENT_USER_KEY } from "@/lib/hooks/current-user";
import { refusalMessage } from "@/lib/sdk/errors";
import { sdk } from "@/lib/sdk/sdk";
import { toast } from "@/lib/ui/toast";
import { OVERSEER_KEY } from "./overseer-key";

export type Overview = FunctionResult<"overseerOverview">;
export type PilotRow = FunctionResult<"overseerPilots">["pilots"][number];
export type PilotDetails = FunctionResult<"overseerPilot">;
export type OverseerBattle = FunctionResult<"overseerBattles">["battles"][number];

export function useOverview() {
  return useQuery({ queryKey: [...OVERSEER_KEY, "overview"], queryFn: ({ signal }) => sdk.functions.invoke("overseerOverview", {}, { signal }), staleTime: 0 });
}

export function usePilotSearch(query: string) {
  return useQuery({
    queryKey: [...OVERSEER_KEY, "pilots", query],
    queryFn: ({ signal }) => sdk.functions.invoke("overseerPilots", { query }, { signal }),
    staleTime: 0,
  });
}

export function usePilotDetails(pilotId: string | null, page: number) {
  return useQuery({
    queryKey: [...OVERSEER_KEY, "pilot", pilotId, page],
    queryFn: ({ signal }) => sdk.functions.invoke("overseerPilot", { pilot_id: pilotId!, page }, { signal }),
    enabled: Boolean(pilotId),
    staleTime: 0,
  });
}

export function useOverseerBattles(query: string) {
  return useQuery({
    queryKey: [...OVERSEER_KEY, "battles", query],
    queryFn: ({ signal }) => sdk.functions.invoke("overseerBattles", { query }, { signal }),
    staleTime: 0,
  });
}

type ActionName = "overseerGrantStardust" | "overseerBanPilot" | "overseerUnbanPilot" | "overseerCancelBattle" | "overseerRemoveSubmission";

/**
 * One Overseer action: on success it toasts `done`, rereads the whole panel (and the admin's own
 * balance, which a grant to themself changes); a refusal is toasted in the server's words.
 */
export function useOverseerAction<Name extends ActionName>(name: Name, done: (result: FunctionResult<Name>) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FunctionInput<Name>) => sdk.functions.invoke(name, input),
    onSuccess(result) {
      toast.success(done(result));
      void queryClient.invalidateQueries({ queryKey: OVERSEER_KEY });
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
    onError(error) {
      toast.error(refusalMessage(error, "The action failed. Try again"));
    },
  });
}
