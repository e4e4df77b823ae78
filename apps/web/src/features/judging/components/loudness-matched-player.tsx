import { useEffect, useRef, type KeyboardEvent } from "react";
import { Pause, Play } from "lucide-react";
import type { BlindSubmission } from "@soundship/shared";
import { Button } from "@/components/ui/button";
import { formatDuration } from "@/lib/format/time-format";
import { useWaveform } from "@/lib/hooks/use-waveform";
import { useMediaClock } from "@/lib/hooks/use-media-clock";
import { useListeningSession } from "../hooks/listening-session";
import { usePlaybackGain } from "../hooks/use-playback-gain";
import { formatGain } from "../judging-format";

const STEP_SECONDS = 5;

/**
 * A submission as a judge hears it: the preview streamed (the original only while the preview is
 * being made), its waveform drawn from the server's peaks, loudness-matched while the panel's
 * switch is on, with the gain it applies shown, and its length before it plays. Playing it while
 * another submission plays continues at the same position (A/B).
 */
export function LoudnessMatchedPlayer({ submission }: { submission: BlindSubmission }) {
  const session = useListeningSession();
  const audio = useRef<HTMLAudioElement>(null);
  const waveform = useRef<HTMLDivElement>(null);
  const clock = useMediaClock(audio);
  const src = submission.preview_url ?? submission.beat_url;
  const duration = Number.isFinite(clock.duration) && clock.duration > 0 ? clock.duration : (submission.duration_seconds ?? 0);
  const gain = session.loudnessMatch ? (submission.playback_gain_db ?? 0) : 0;

  useWaveform(waveform, audio, submission.peaks_url, submission.duration_seconds);
  usePlaybackGain(audio, submission.playback_gain_db, session.loudnessMatch);
  const { register } = session;
  useEffect(() => (audio.current ? register(submission.id, audio.current) : undefined), [register, submission.id]);

  const toggle = () => (clock.playing ? audio.current?.pause() : session.play(submission.id));
  const seekBy = (event: KeyboardEvent) => {
    const media = audio.current;
    if (!media || !duration) return;
    const moves: Record<string, number> = {
      ArrowRight: media.currentTime + STEP_SECONDS,
      ArrowUp: media.currentTime + STEP_SECONDS,
      ArrowLeft: media.currentTime - STEP_SECONDS,
      ArrowDown: media.currentTime - STEP_SECONDS,
      Home: 0,
      End: duration,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    media.currentTime = Math.min(duration, Math.max(0, moves[event.key]!));
  };

  if (!src) return null;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center gap-3">
        <Button size="icon" variant="outline" aria-label={`${clock.playing ? "Pause" : "Play"} ${submission.title}`} onClick={toggle}>
          {clock.playing ? <Pause aria-hidden /> : <Play aria-hidden />}
        </Button>
        <div
          ref={waveform}
          role="slider"
          tabIndex={0}
          aria-label={`Seek ${submission.title}`}
          aria-valuemin={0}
          aria-valuemax={Math.round(duration)}
          aria-valuenow={Math.round(clock.current)}
          aria-valuetext={`${formatDuration(clock.current) || "0:00"} of ${formatDuration(duration) || "0:00"}`}
          onKeyDown={seekBy}
          className={`min-h-12 min-w-0 flex-1 cursor-pointer rounded-md ${submission.peaks_url ? "" : "border border-dashed border-line"}`}
        />
        <p className="shrink-0 text-xs text-ink-muted tabular-nums">
          <span className="sr-only">Time </span>
          {formatDuration(clock.current) || "0:00"} / {formatDuration(duration) || "–:––"}
        </p>
      </div>
      <p className="text-xs text-ink-muted">
        {submission.status === "processing" ? (
          "Still being processed: playing the original, not loudness-matched yet."
        ) : (
          <>
            Gain <span className="font-medium text-ink tabular-nums">{formatGain(gain)}</span>
            {session.loudnessMatch ? " (loudness-matched to −14 LUFS)" : " (as mastered)"}
          </>
        )}
      </p>
      {/* Streams only once played: the panel shows four entries without downloading any audio. */}
      <audio ref={audio} src={src} preload="none" crossOrigin="anonymous" className="hidden" aria-label={submission.title} />
    </div>
  );
}
