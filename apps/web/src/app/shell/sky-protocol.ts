import type { SkySize } from "./sky-renderer";

/** Messages from the page to the sky worker. */
export type SkyMessage =
  | ({ type: "init"; canvas: OffscreenCanvas; running: boolean } & SkySize)
  | ({ type: "resize" } & SkySize)
  | { type: "run"; running: boolean };
