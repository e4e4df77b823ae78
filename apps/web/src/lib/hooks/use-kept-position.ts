import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from "react";

/**
 * Keeps a paused player's place when its source changes (the preview taking the original's place
 * once the server has processed a track): a new source starts again from 0, so the position the
 * listener had reached is sought again once the new source's length is known. Returns `forget`, for
 * the player to call when the listener seeks: a place they choose while the new source loads wins
 * over the one kept.
 */
export function useKeptPosition(media: RefObject<HTMLMediaElement | null>, src: string): () => void {
  const position = useRef(0);
  const pending = useRef<(() => void) | null>(null);
  useEffect(() => {
    const element = media.current;
    if (!element) return;
    const remember = () => {
      position.current = element.currentTime;
    };
    element.addEventListener("seeking", remember);
    element.addEventListener("timeupdate", remember);
    return () => {
      element.removeEventListener("seeking", remember);
      element.removeEventListener("timeupdate", remember);
    };
  }, [media]);

  const shown = useRef(src);
  // In the commit that changes the source, before the element's own reset reports position 0.
  useLayoutEffect(() => {
    const element = media.current;
    if (!element || shown.current === src) return;
    shown.current = src;
    const at = position.current;
    if (at <= 0) return;
    const resume = () => {
      pending.current = null;
      element.currentTime = at;
    };
    const cancel = () => {
      pending.current = null;
      element.removeEventListener("loadedmetadata", resume);
    };
    pending.current = cancel;
    element.addEventListener("loadedmetadata", resume, { once: true });
    return cancel;
  }, [media, src]);

  return useCallback(() => pending.current?.(), []);
}
