import { useQueryClient } from "@tanstack/react-query";
import { refusalMessage } from "@/lib/sdk/errors";
import { sdk } from "@/lib/sdk/sdk";
import { toast } from "@/lib/ui/toast";
import { pilotProfileKey, type PilotProfile } from "./pilot-profile";

/** Hides one of the pilot's own tracks from their profile, or shows it again; the profile shows the server's answer. */
export function useSetTrackHidden(pilotId: string) {
  const queryClient = useQueryClient();
  return async (beatId: string, hidden: boolean) => {
    try {
      const saved = await sdk.functions.invoke("setTrackHidden", { beat_id: beatId, hidden });
      queryClient.setQueryData<PilotProfile>(pilotProfileKey(pilotId), (profile) =>
        profile ? { ...profile, tracks: profile.tracks.map((track) => (track.id === saved.beat_id ? { ...track, hidden: saved.hidden } : track)) } : profile,
      );
      toast.success(saved.hidden ? "Hidden from your profile" : "Shown on your profile", { scope: `track-visibility:${beatId}` });
    } catch (error) {
      toast.error(refusalMessage(error, "Changing the track's visibility failed"), { scope: `track-visibility:${beatId}` });
    }
  };
}
