import { useEffect, useRef } from "react";
import type { SkySize } from "./sky-renderer";
import { startSky } from "./start-sky";

/** A cap on device pixels: a 3x phone screen would triple the fill cost for no visible gain. */
const MAX_PIXEL_RATIO = 2;

function viewport(): SkySize {
  return { width: window.innerWidth, height: window.innerHeight, ratio: Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO) };
}

/**
 * The decorative sky: 300 twinkling stars and 15 floating shapes on one canvas, hidden from assistive
 * tech. It stops while the tab is hidden, and under prefers-reduced-motion it is drawn once and left still.
 */
export function Starfield() {
  const hostRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    // Decoration waits for the page: the sky lights up once the main thread is idle, not in the
    // same task that shows the page's content (at the latest a second later).
    let putOut: (() => void) | undefined;
    const idle = whenIdle(() => (putOut = lightSky(host)));
    return () => {
      idle.cancel();
      putOut?.();
    };
  }, []);

  return <div ref={hostRef} aria-hidden className="pointer-events-none fixed inset-0 -z-10" />;
}

/** Runs `run` when the browser is idle (or after a second); answers how to call it off. */
function whenIdle(run: () => void): { cancel: () => void } {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(run, { timeout: 1000 });
    return { cancel: () => window.cancelIdleCallback(handle) };
  }
  const handle = window.setTimeout(run, 1);
  return { cancel: () => window.clearTimeout(handle) };
}

/** Starts the sky in `host`; answers the function that stops it and takes it away. */
function lightSky(host: HTMLElement): () => void {
  // Made here rather than rendered: a canvas handed to a worker cannot be handed over twice, so each
  // start (React runs effects twice in development) gets a fresh one.
  const canvas = document.createElement("canvas");
  canvas.className = "block h-full w-full";
  host.append(canvas);
  const sky = startSky(canvas);
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
  const syncRunning = () => sky.setRunning(!document.hidden && !reducedMotion.matches);
  const resize = () => sky.resize(viewport());

  syncRunning();
  resize();
  window.addEventListener("resize", resize);
  document.addEventListener("visibilitychange", syncRunning);
  reducedMotion.addEventListener("change", syncRunning);
  return () => {
    window.removeEventListener("resize", resize);
    document.removeEventListener("visibilitychange", syncRunning);
    reducedMotion.removeEventListener("change", syncRunning);
    sky.dispose();
    canvas.remove();
  };
}
