import { Radio } from "lucide-react";
import { WaveformPlayer } from "@/components/waveform-player";
import { ActionButton } from "@/components/ui/action-button";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import type { PilotProfile } from "../api/pilot-profile";
import { useSetTrackHidden } from "../api/set-track-hidden";

/** The pilot's published tracks, each playable with its waveform; the owner may hide any of them. */
export function ProfileTracks({ profile }: { profile: PilotProfile }) {
  const setHidden = useSetTrackHidden(profile.pilot.id);
  return (
    <Card aria-labelledby="profile-tracks-title">
      <CardHeader>
        <CardTitle id="profile-tracks-title">Transmissions</CardTitle>
      </CardHeader>
      <CardContent>
        {profile.tracks.length === 0 ? (
          <EmptyState icon={Radio} title="No transmissions yet" />
        ) : (
          <ul className="flex flex-col gap-4">
            {profile.tracks.map((track) => (
              <li key={track.id} aria-label={track.title} className="flex flex-col gap-2 rounded-lg border border-line bg-space/40 p-3">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="min-w-0 flex-1 truncate font-semibold text-ink">{track.title}</span>
                  {track.genre ? <Badge tone="muted">{track.genre}</Badge> : null}
                  {track.hidden ? <Badge tone="warn">Hidden</Badge> : null}
                  {profile.is_me ? (
                    <ActionButton size="sm" variant="secondary" action={() => setHidden(track.id, !track.hidden)} aria-label={`${track.hidden ? "Show" : "Hide"} ${track.title} on your profile`}>
                      {track.hidden ? "Show on profile" : "Hide from profile"}
                    </ActionButton>
                  ) : null}
                </div>
                <WaveformPlayer src={track.src} peaksUrl={track.peaks_url} duration={track.duration_seconds} title={track.title} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
