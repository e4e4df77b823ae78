import { createSkyRenderer, type SkyRenderer } from "./sky-renderer";
import type { SkyMessage } from "./sky-protocol";

/** Starts the sky on `canvas`: in a worker where the browser can hand a canvas over, else on this thread. */
export function startSky(canvas: HTMLCanvasElement): SkyRenderer {
  if (typeof canvas.transferControlToOffscreen === "function" && typeof Worker === "function") {
    try {
      return startInWorker(canvas);
    } catch (error) {
      // Workers can be refused (a strict policy, an old engine); the sky then runs on the main thread.
      console.warn("Sky worker unavailable, drawing on the main thread", error);
    }
  }
  return createSkyRenderer(canvas, {
    request: (callback) => window.requestAnimationFrame(callback),
    cancel: (handle) => window.cancelAnimationFrame(handle),
    now: () => performance.now(),
  });
}

function startInWorker(canvas: HTMLCanvasElement): SkyRenderer {
  const worker = new Worker(new URL("./sky.worker.ts", import.meta.url), { type: "module" });
  const post = (message: SkyMessage, transfer: Transferable[] = []) => worker.postMessage(message, transfer);
  let running = false;
  let initialised = false;
  return {
    resize(size) {
      if (initialised) return post({ type: "resize", ...size });
      // The first size also hands the canvas over; after that only numbers cross the thread boundary.
      const offscreen = canvas.transferControlToOffscreen();
      post({ type: "init", canvas: offscreen, running, ...size }, [offscreen]);
      initialised = true;
    },
    setRunning(next) {
      running = next;
      if (initialised) post({ type: "run", running });
    },
    dispose: () => worker.terminate(),
  };
}
