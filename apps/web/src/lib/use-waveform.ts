import { useEffect, type RefObject } from "react";

/** Past this size the waveform is skipped: drawing it means downloading and decoding the whole file. */
export const WAVEFORM_MAX_BYTES = 30 * 1024 * 1024;

/**
 * Draws `src`'s waveform into `container`, driving (and driven by) the `media` element. The
 * waveform library is its own chunk, loaded only when a player is shown, never with the first page.
 */
export function useWaveform(container: RefObject<HTMLDivElement | null>, media: RefObject<HTMLMediaElement | null>, src: string, enabled: boolean) {
  useEffect(() => {
    if (!enabled || !container.current || !media.current) return;
    let destroyed = false;
    let destroy = () => {};
    void import("wavesurfer.js").then(({ default: WaveSurfer }) => {
      if (destroyed || !container.current || !media.current) return;
      const surfer = WaveSurfer.create({
        container: container.current,
        media: media.current,
        // The library swaps the element's source for a copy in memory unless the URL is already the
        // element's own, which it compares absolute: a swap would stop a play started meanwhile.
        url: new URL(src, document.baseURI).href,
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
  }, [container, media, src, enabled]);
}
