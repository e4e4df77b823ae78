import { useEffect, useState, type RefObject } from "react";

export interface MediaClock {
  /** Seconds played. */
  current: number;
  /** Seconds in all; NaN until the metadata has loaded. */
  duration: number;
  playing: boolean;
}

/** Follows an audio or video element's position, length and play state. */
export function useMediaClock(media: RefObject<HTMLMediaElement | null>): MediaClock {
  const [clock, setClock] = useState<MediaClock>({ current: 0, duration: Number.NaN, playing: false });
  useEffect(() => {
    const element = media.current;
    if (!element) return;
    const read = () => setClock({ current: element.currentTime, duration: element.duration, playing: !element.paused && !element.ended });
    const events = ["timeupdate", "seeked", "loadedmetadata", "durationchange", "play", "pause", "ended"] as const;
    for (const name of events) element.addEventListener(name, read);
    read();
    return () => {
      for (const name of events) element.removeEventListener(name, read);
    };
  }, [media]);
  return clock;
}

/** Play when paused, pause when playing. */
export function togglePlay(media: HTMLMediaElement | null): void {
  if (!media) return;
  if (media.paused) void media.play().catch(() => undefined);
  else media.pause();
}
