import { createShapes, drawShapes } from "./sky-shapes";
import { advanceStars, createStars, drawStars } from "./sky-stars";

/** The viewport the sky covers: CSS pixels and the device pixel ratio to draw at. */
export interface SkySize {
  width: number;
  height: number;
  ratio: number;
}

/** requestAnimationFrame as the window or a worker offers it. */
export interface FrameScheduler {
  request(callback: (now: number) => void): number;
  cancel(handle: number): void;
  now(): number;
}

export interface SkyRenderer {
  resize(size: SkySize): void;
  /** false draws one still frame and stops (tab hidden, reduced motion). */
  setRunning(running: boolean): void;
  dispose(): void;
}

/** Longest step the drift takes after a stall, so stars never jump across the screen. */
const MAX_STEP_S = 0.1;

/** Draws the 300 stars and 15 shapes on one canvas; runs the same in a worker or on the main thread. */
export function createSkyRenderer(canvas: HTMLCanvasElement | OffscreenCanvas, frames: FrameScheduler): SkyRenderer {
  const ctx = canvas.getContext("2d") as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  const stars = createStars();
  const shapes = createShapes();
  let size: SkySize = { width: 0, height: 0, ratio: 1 };
  let handle = 0;
  let last = 0;

  const draw = (now: number) => {
    if (!ctx) return;
    const seconds = now / 1000;
    ctx.setTransform(size.ratio, 0, 0, size.ratio, 0, 0);
    ctx.clearRect(0, 0, size.width, size.height);
    drawShapes(ctx, shapes, size.width, size.height, seconds, size.ratio);
    drawStars(ctx, stars, size.width, size.height, seconds);
  };
  const tick = (now: number) => {
    advanceStars(stars, Math.min(MAX_STEP_S, last ? (now - last) / 1000 : 0));
    last = now;
    draw(now);
    handle = frames.request(tick);
  };
  const stop = () => {
    if (handle) frames.cancel(handle);
    handle = 0;
    last = 0;
  };

  return {
    resize(next) {
      size = next;
      canvas.width = Math.round(next.width * next.ratio);
      canvas.height = Math.round(next.height * next.ratio);
      draw(frames.now());
    },
    setRunning(running) {
      if (running && !handle) handle = frames.request(tick);
      if (!running && handle) {
        stop();
        draw(frames.now());
      }
    },
    dispose: stop,
  };
}
