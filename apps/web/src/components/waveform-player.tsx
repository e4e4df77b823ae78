import { useRef, useState, type KeyboardEvent } from "react";
import { Pause, Play } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useWaveform } from "@/lib/hooks/use-waveform";
import { formatDuration } from "@/lib/format/time-format";

/** How far one arrow key press seeks, in seconds; Page Up/Down seek four times as far. */
const SEEK_STEP_SECONDS = 5;

interface WaveformPlayerProps {
  /** What plays: the track's preview, or its original only while there is no preview yet. */
  src: string;
  /** The server's waveform peaks; without them (still processing) the browser's own controls show. */
  peaksUrl: string | null;
  /** The length the server measured, shown before anything loads. */
  duration: number | null;
  /** Names the play button and the seek bar ('Play Orbit Loop'). */
  title: string;
}

/**
 * An audio player with the track's waveform, drawn from the peaks the server computed. The audio
 * element streams the preview (and seeks with range requests); the waveform library is its own
 * chunk, loaded only when a player is shown. The waveform is also a slider, so a keyboard seeks
 * with the arrow keys where a mouse clicks or drags.
 */
export function WaveformPlayer({ src, peaksUrl, duration: measured, title }: WaveformPlayerProps) {
  const audio = useRef<HTMLAudioElement>(null);
  const waveform = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [loadedDuration, setDuration] = useState(0);
  const duration = loadedDuration || measured || 0;
  const drawn = peaksUrl !== null;

  useWaveform(waveform, audio, peaksUrl, measured);

  function seekBy(event: KeyboardEvent) {
    const media = audio.current;
    if (!media || !duration) return;
    const steps: Record<string, number> = {
      ArrowRight: SEEK_STEP_SECONDS,
      ArrowUp: SEEK_STEP_SECONDS,
      ArrowLeft: -SEEK_STEP_SECONDS,
      ArrowDown: -SEEK_STEP_SECONDS,
      PageUp: 4 * SEEK_STEP_SECONDS,
      PageDown: -4 * SEEK_STEP_SECONDS,
    };
    let target: number | undefined;
    if (event.key === "Home") target = 0;
    else if (event.key === "End") target = duration;
    else if (event.key in steps) target = media.currentTime + steps[event.key]!;
    if (target === undefined) return;
    event.preventDefault();
    media.currentTime = Math.min(duration, Math.max(0, target));
    setPosition(media.currentTime);
  }

  return (
    <div className="flex items-center gap-3">
      <Button
        size="icon"
        variant="outline"
        aria-label={`${playing ? "Pause" : "Play"} ${title}`}
        onClick={() => (audio.current?.paused ? void audio.current.play() : audio.current?.pause())}
      >
        {playing ? <Pause aria-hidden /> : <Play aria-hidden />}
      </Button>
      {drawn ? (
        <div
          ref={waveform}
          role="slider"
          tabIndex={0}
          aria-label={`Seek ${title}`}
          aria-valuemin={0}
          aria-valuemax={Math.round(duration)}
          aria-valuenow={Math.round(position)}
          aria-valuetext={`${formatDuration(position) || "0:00"} of ${formatDuration(duration) || "0:00"}`}
          onKeyDown={seekBy}
          className="min-h-12 min-w-0 flex-1 cursor-pointer rounded-md"
        />
      ) : null}
      <audio
        ref={audio}
        src={src}
        preload="metadata"
        controls={!drawn}
        className={drawn ? "hidden" : "min-w-0 flex-1"}
        aria-label={title}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(event) => setPosition(event.currentTarget.currentTime)}
        onDurationChange={(event) => setDuration(Number.isFinite(event.currentTarget.duration) ? event.currentTarget.duration : 0)}
      />
    </div>
  );
}
