import { useEffect, useRef } from "react";
import { Pause, Play } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useMediaClock, togglePlay } from "../hooks/use-media-clock";
import { formatDuration } from "../transmission-format";
import { SeekBar } from "./seek-bar";

/** Past this size the waveform is skipped: drawing it means downloading and decoding the whole file. */
const WAVEFORM_MAX_BYTES = 30 * 1024 * 1024;

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

  useEffect(() => {
    if (!drawWaveform || !waveform.current || !audio.current) return;
    let destroyed = false;
    let destroy = () => {};
    void import("wavesurfer.js").then(({ default: WaveSurfer }) => {
      if (destroyed || !waveform.current || !audio.current) return;
      const surfer = WaveSurfer.create({
        container: waveform.current,
        media: audio.current,
        url: src,
        height: 48,
        barWidth: 2,
        barGap: 1,
        waveColor: "rgb(148 163 184 / 0.6)",
        progressColor: "rgb(34 211 238)",
        cursorColor: "rgb(168 85 247)",
      });
      destroy = () => surfer.destroy();
    });
    return () => {
      destroyed = true;
      destroy();
    };
  }, [src, drawWaveform]);

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
