import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ContractName } from "@soundship/shared";
import type { FunctionInput, FunctionResult } from "@soundship/sdk";
import { sdk } from "@/lib/sdk/sdk";
import { toast } from "@/lib/ui/toast";
import { OVERSEER_KEY } from "./overseer-key";

export type OverseerContent = FunctionResult<"overseerContent">;
export type ContentTournament = OverseerContent["tournaments"][number];

const CONTENT_KEY = [...OVERSEER_KEY, "content"] as const;

/** Quests, the card pool with its odds, and tournaments with their payouts. */
export function useOverseerContent() {
  return useQuery({ queryKey: CONTENT_KEY, queryFn: ({ signal }) => sdk.functions.invoke("overseerContent", {}, { signal }), staleTime: 0 });
}

/** An Overseer action: toasts `done`, rereads the whole panel (its audit log too); the form shows refusals. */
export function useOverseerAction<Name extends ContractName>(name: Name, done: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FunctionInput<Name>) => sdk.functions.invoke(name, input),
    onSuccess() {
      toast.success(done);
      void queryClient.invalidateQueries({ queryKey: OVERSEER_KEY });
    },
  });
}
