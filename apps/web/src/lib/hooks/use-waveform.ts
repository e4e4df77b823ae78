import { useEffect, type RefObject } from "react";
import type { WaveformPeaks } from "@soundship/shared";
import { sdk } from "@/lib/sdk/sdk";

const loaded = new Map<string, Promise<WaveformPeaks>>();

/** The peaks file of a track, fetched once per page however many players show it. */
function loadPeaks(url: string): Promise<WaveformPeaks> {
  let peaks = loaded.get(url);
  if (!peaks) {
    peaks = sdk.uploads.peaks(url);
    peaks.catch(() => loaded.delete(url));
    loaded.set(url, peaks);
  }
  return peaks;
}

/**
 * Draws a track's waveform into `container` from the peaks the server computed (`peaksUrl`, a few
 * kilobytes), driving and driven by the `media` element; the audio itself is never downloaded or
 * decoded for it, whatever its size. Nothing is drawn while a track has no peaks yet. The waveform
 * library is its own chunk, loaded only when a player is shown, never with the first page.
 */
export function useWaveform(container: RefObject<HTMLDivElement | null>, media: RefObject<HTMLMediaElement | null>, peaksUrl: string | null, duration: number | null) {
  useEffect(() => {
    if (!peaksUrl || !container.current || !media.current) return;
    let destroyed = false;
    let destroy = () => {};
    void Promise.all([import("wavesurfer.js"), loadPeaks(peaksUrl)])
      .then(([{ default: WaveSurfer }, peaks]) => {
        if (destroyed || !container.current || !media.current) return;
        const scale = peaks.bits === 8 ? 128 : 32768;
        const surfer = WaveSurfer.create({
          container: container.current,
          media: media.current,
          // Precomputed min/max pairs and the length: the library draws them and fetches nothing.
          peaks: [Float32Array.from(peaks.data, (value) => value / scale)],
          duration: duration ?? (peaks.length * peaks.samples_per_pixel) / peaks.sample_rate,
          height: 48,
          barWidth: 2,
          barGap: 1,
          waveColor: "rgb(148 163 184 / 0.6)",
          progressColor: "rgb(34 211 238)",
          cursorColor: "rgb(168 85 247)",
        });
        destroy = () => surfer.destroy();
      })
      .catch(() => undefined);
    return () => {
      destroyed = true;
      destroy();
    };
  }, [container, media, peaksUrl, duration]);
}
