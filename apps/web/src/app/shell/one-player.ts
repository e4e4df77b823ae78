import { useEffect } from "react";

/**
 * One track plays at a time across the page: when any audio or video starts, every other one pauses.
 * Listens in the capture phase because media events do not bubble.
 */
export function useOnePlayerAtATime(): void {
  useEffect(() => {
    const onPlay = (event: Event) => {
      for (const media of document.querySelectorAll<HTMLMediaElement>("audio, video")) {
        if (media !== event.target && !media.paused) media.pause();
      }
    };
    document.addEventListener("play", onPlay, true);
    return () => document.removeEventListener("play", onPlay, true);
  }, []);
}
