import { useEffect, useRef, useState } from "react";
import { Pause, Play } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Past this size the waveform is skipped: drawing it means downloading and decoding the whole file. */
const WAVEFORM_MAX_BYTES = 30 * 1024 * 1024;

/**
 * An audio player with a waveform. The audio element plays (and seeks with range requests); the
 * waveform library is loaded only when a player is shown, never with the first page.
 */
export function AudioPlayer({ src, title, size }: { src: string; title: string; size: number }) {
  const audio = useRef<HTMLAudioElement>(null);
  const waveform = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (size > WAVEFORM_MAX_BYTES || !waveform.current || !audio.current) return;
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
  }, [src, size]);

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
      <div ref={waveform} className="min-w-0 flex-1" aria-hidden />
      <audio
        ref={audio}
        src={src}
        preload="metadata"
        controls={size > WAVEFORM_MAX_BYTES}
        className={size > WAVEFORM_MAX_BYTES ? "min-w-0 flex-1" : "hidden"}
        aria-label={title}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
      />
    </div>
  );
}
