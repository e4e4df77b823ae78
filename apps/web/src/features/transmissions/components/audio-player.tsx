import { useRef } from "react";
import { Pause, Play } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useWaveform, WAVEFORM_MAX_BYTES } from "@/lib/use-waveform";
import { useMediaClock, togglePlay } from "../hooks/use-media-clock";
import { formatDuration } from "@/lib/time-format";
import { SeekBar } from "./seek-bar";

/**
 * An audio player: play/pause, a seek bar (a waveform for files small enough to draw) and the time
 * played of the whole. The audio element plays and seeks with range requests; the waveform library
 * is loaded only when a player is shown, never with the first page.
 */
export function AudioPlayer({ src, title, size }: { src: string; title: string; size: number }) {
  const audio = useRef<HTMLAudioElement>(null);
  const waveform = useRef<HTMLDivElement>(null);
  const clock = useMediaClock(audio);
  const drawWaveform = size <= WAVEFORM_MAX_BYTES;

  useWaveform(waveform, audio, src, drawWaveform);

  return (
    <div className="flex items-center gap-3">
      <Button size="icon" variant="outline" aria-label={`${clock.playing ? "Pause" : "Play"} ${title}`} onClick={() => togglePlay(audio.current)}>
        {clock.playing ? <Pause aria-hidden /> : <Play aria-hidden />}
      </Button>
      <SeekBar ref={waveform} media={audio} clock={clock} title={title} plain={!drawWaveform} />
      <p className="shrink-0 text-xs text-ink-muted tabular-nums">
        <span className="sr-only">Time </span>
        {formatDuration(clock.current) || "0:00"} / {formatDuration(clock.duration) || "–:––"}
      </p>
      <audio ref={audio} src={src} preload="metadata" className="hidden" aria-label={title} />
    </div>
  );
}
