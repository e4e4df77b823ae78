import { useQuery } from "@tanstack/react-query";
import type { Beat } from "@soundship/shared";
import { sdk } from "@/lib/sdk/sdk";

/** The pilot's beats and songs, newest first: the tracks a battle accepts. */
export function useAudioTracks(enabled: boolean) {
  return useQuery({
    queryKey: ["battles", "audio-tracks"],
    queryFn: ({ signal }): Promise<Beat[]> =>
      sdk.entities.Beat.filter({ media_type: { $in: ["beat", "song"] } }, "-created_date", 100, undefined, undefined, { signal }),
    enabled,
  });
}
