import { createSkyRenderer, type SkyRenderer } from "./sky-renderer";
import type { SkyMessage } from "./sky-protocol";

// The sky is drawn here, off the main thread: the page only forwards size and visibility changes,
// so the animation costs the page's own thread nothing per frame.
let renderer: SkyRenderer | undefined;

self.onmessage = (event: MessageEvent<SkyMessage>) => {
  const message = event.data;
  if (message.type === "init") {
    renderer = createSkyRenderer(message.canvas, {
      request: (callback) => self.requestAnimationFrame(callback),
      cancel: (handle) => self.cancelAnimationFrame(handle),
      now: () => performance.now(),
    });
    renderer.resize(message);
    renderer.setRunning(message.running);
  } else if (message.type === "resize") {
    renderer?.resize(message);
  } else {
    renderer?.setRunning(message.running);
  }
};
