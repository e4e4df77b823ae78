import { useRef } from "react";
import { Pause, Play } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useWaveform } from "@/lib/hooks/use-waveform";
import { useMediaClock, togglePlay } from "@/lib/hooks/use-media-clock";
import { formatDuration } from "@/lib/format/time-format";
import { SeekBar } from "./seek-bar";

interface AudioPlayerProps {
  /** The preview, or the original while the track is still processing. */
  src: string;
  /** The server's waveform peaks; a plain bar stands in while there are none. */
  peaksUrl: string | null;
  /** The length the server measured, shown before anything loads. */
  duration: number | null;
  title: string;
}

/**
 * An audio player: play/pause, a seek bar (the waveform, drawn from the server's peaks) and the time
 * played of the whole. The audio element streams and seeks with range requests; the waveform library
 * is loaded only when a player is shown, never with the first page.
 */
export function AudioPlayer({ src, peaksUrl, duration, title }: AudioPlayerProps) {
  const audio = useRef<HTMLAudioElement>(null);
  const waveform = useRef<HTMLDivElement>(null);
  const clock = useMediaClock(audio);
  const drawWaveform = peaksUrl !== null;

  useWaveform(waveform, audio, peaksUrl, duration);

  return (
    <div className="flex items-center gap-3">
      <Button size="icon" variant="outline" aria-label={`${clock.playing ? "Pause" : "Play"} ${title}`} onClick={() => togglePlay(audio.current)}>
        {clock.playing ? <Pause aria-hidden /> : <Play aria-hidden />}
      </Button>
      <SeekBar ref={waveform} media={audio} clock={clock} title={title} plain={!drawWaveform} />
      <p className="shrink-0 text-xs text-ink-muted tabular-nums">
        <span className="sr-only">Time </span>
        {formatDuration(clock.current) || "0:00"} / {formatDuration(Number.isFinite(clock.duration) ? clock.duration : duration) || "–:––"}
      </p>
      <audio ref={audio} src={src} preload="metadata" className="hidden" aria-label={title} />
    </div>
  );
}
