import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Beat } from "@soundship/shared";
import { sdk } from "@/lib/sdk/sdk";
import { toast } from "@/lib/ui/toast";

export const TRANSMISSIONS_KEY = ["transmissions"] as const;

/** How many of the pilot's tracks the library shows. */
export const LIBRARY_LIMIT = 50;

/** The pilot's uploads, newest first. A load failure is logged and shows the empty list. */
export function useTransmissions() {
  return useQuery({
    queryKey: TRANSMISSIONS_KEY,
    queryFn: async (): Promise<Beat[]> => {
      try {
        return await sdk.entities.Beat.list("-created_date", LIBRARY_LIMIT);
      } catch (error) {
        console.error("Loading transmissions failed", error);
        return [];
      }
    },
  });
}

/** Deletes a track and its file (the `deleteTransmission` function). */
export function useDeleteTransmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => sdk.functions.invoke("deleteTransmission", { id }),
    onSuccess(_result, id) {
      queryClient.setQueryData<Beat[]>(TRANSMISSIONS_KEY, (list) => list?.filter((track) => track.id !== id));
      toast.success("Transmission deleted");
    },
    onError(error) {
      toast.error(error instanceof Error && error.message ? error.message : "Delete failed");
    },
  });
}
