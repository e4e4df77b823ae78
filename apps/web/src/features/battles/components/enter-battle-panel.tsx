import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { RefusalText } from "@/components/refusal-text";
import { WaveformPlayer } from "@/components/waveform-player";
import type { BattleDetails } from "../api/battle-details";
import { TrackPicker } from "./track-picker";

/**
 * Entering: the pilot's own entry once made; otherwise a picker of their tracks while the battle
 * takes entries, or the server's reason why they cannot enter (host, full, tier, ...).
 */
export function EnterBattlePanel({ details }: { details: BattleDetails }) {
  const { battle, entry } = details;
  const { submission } = entry;
  if (!submission && battle.status === "completed") return null;
  // The preview once processed; the original only until then.
  const listenTo = submission ? (submission.preview_url ?? submission.beat_url) : null;
  return (
    <Card aria-labelledby="enter-battle">
      <CardHeader>
        <CardTitle id="enter-battle">{submission ? "Your Entry" : "Enter Battle"}</CardTitle>
        {submission ? null : <CardDescription>{entry.reason ? <RefusalText message={entry.reason} /> : "Pick one of your beats or songs to send into the battle."}</CardDescription>}
      </CardHeader>
      {submission ? (
        <CardContent className="flex flex-col gap-2">
          <p className="font-display font-semibold text-ink">{submission.title}</p>
          {listenTo ? <WaveformPlayer src={listenTo} peaksUrl={submission.peaks_url} duration={submission.duration_seconds} title={submission.title} /> : null}
        </CardContent>
      ) : entry.can_enter ? (
        <CardContent>
          <TrackPicker battleId={battle.id} fee={entry.fee} />
        </CardContent>
      ) : null}
    </Card>
  );
}
