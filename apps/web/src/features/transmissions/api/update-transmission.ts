import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Beat, beatInputSchema } from "@soundship/shared";
import type { z } from "zod";
import { refusalMessage } from "@/lib/sdk/errors";
import { sdk } from "@/lib/sdk/sdk";
import { toast } from "@/lib/ui/toast";
import { TRANSMISSIONS_KEY } from "./transmissions";

/** What a pilot may change on their own track (the Beat entity's writable fields). */
export type TrackEdit = z.infer<typeof beatInputSchema>;

/** Saves a track's title, description and genre; the library shows the server's answer. */
export function useUpdateTransmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, edit }: { id: string; edit: TrackEdit }) => sdk.entities.Beat.update(id, edit),
    onSuccess(saved) {
      queryClient.setQueryData<Beat[]>(TRANSMISSIONS_KEY, (list) => list?.map((track) => (track.id === saved.id ? saved : track)));
      toast.success("Transmission updated");
    },
    onError(error) {
      toast.error(refusalMessage(error, "Saving the transmission failed"));
    },
  });
}
