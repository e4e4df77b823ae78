import { useEffect, useRef, useState } from "react";
import { Pause, Play } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useWaveform } from "@/lib/hooks/use-waveform";
import { useMediaClock, togglePlay } from "@/lib/hooks/use-media-clock";
import { useKeptPosition } from "@/lib/hooks/use-kept-position";
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
  // The preview arrives while the original may be playing, or about to: a new source would stop it
  // and start over, so from the press on Play until a pause or the end the player keeps its source,
  // and takes the preview after.
  const [playedSrc, setPlayedSrc] = useState(src);
  const [held, setHeld] = useState(false);
  if (playedSrc !== src && !held && !clock.playing) setPlayedSrc(src);
  const forgetKeptPosition = useKeptPosition(audio, playedSrc);
  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    const release = () => setHeld(false);
    element.addEventListener("pause", release);
    element.addEventListener("ended", release);
    return () => {
      element.removeEventListener("pause", release);
      element.removeEventListener("ended", release);
    };
  }, []);
  const toggle = () => {
    if (audio.current?.paused) setHeld(true);
    togglePlay(audio.current);
  };

  useWaveform(waveform, audio, peaksUrl, duration);

  return (
    <div className="flex items-center gap-3">
      <Button size="icon" variant="outline" aria-label={`${clock.playing ? "Pause" : "Play"} ${title}`} onClick={toggle}>
        {clock.playing ? <Pause aria-hidden /> : <Play aria-hidden />}
      </Button>
      <SeekBar ref={waveform} media={audio} clock={clock} title={title} plain={!drawWaveform} onSeek={forgetKeptPosition} />
      <p className="shrink-0 text-xs text-ink-muted tabular-nums">
        <span className="sr-only">Time </span>
        {formatDuration(clock.current) || "0:00"} / {formatDuration(Number.isFinite(clock.duration) ? clock.duration : duration) || "–:––"}
      </p>
      <audio ref={audio} src={playedSrc} preload="metadata" className="hidden" aria-label={title} />
    </div>
  );
}
