// @vitest-environment jsdom
import { act, useEffect, type RefObject } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useKeptPosition } from "./use-kept-position";

// The preview takes the original's place while the listener is somewhere in the track: the new
// source starts at 0 and the hook seeks back once its length is known, unless the listener has
// chosen a place of their own meanwhile.

/** What the hook uses of an audio element: its position and its events. */
class FakeMedia extends EventTarget {
  currentTime = 0;
  /** The browser reports a position, as it does while a track plays or after a seek. */
  report(seconds: number) {
    this.currentTime = seconds;
    this.dispatchEvent(new Event("timeupdate"));
  }
}

let root: Root;
let host: HTMLDivElement;
let media: FakeMedia;
let mediaRef: RefObject<HTMLMediaElement | null>;
let forget: () => void;

function Player({ src, onForget }: { src: string; onForget: (forget: () => void) => void }) {
  const forgetKept = useKeptPosition(mediaRef, src);
  useEffect(() => onForget(forgetKept), [onForget, forgetKept]);
  return null;
}

const keep = (fn: () => void) => (forget = fn);

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  media = new FakeMedia();
  mediaRef = { current: media as unknown as HTMLMediaElement };
  host = document.createElement("div");
  root = createRoot(host);
  act(() => root.render(<Player src="/original.wav" onForget={keep} />));
});

afterEach(() => act(() => root.unmount()));

/** The source changes: the element starts again from 0, and its new length arrives later. */
function switchTo(src: string) {
  act(() => root.render(<Player src={src} onForget={keep} />));
  media.currentTime = 0;
}

describe("useKeptPosition", () => {
  it("seeks the new source to the place reached once its length is known", () => {
    media.report(7);
    switchTo("/preview.mp3");
    expect(media.currentTime).toBe(0);
    media.dispatchEvent(new Event("loadedmetadata"));
    expect(media.currentTime).toBe(7);
  });

  it("leaves a place the listener chose while the new source loaded", () => {
    media.report(5);
    switchTo("/preview.mp3");
    forget();
    media.currentTime = 0;
    media.dispatchEvent(new Event("loadedmetadata"));
    expect(media.currentTime).toBe(0);
  });

  it("keeps the place on a later change when the listener sought before it", () => {
    media.report(3);
    forget();
    media.report(9);
    switchTo("/preview.mp3");
    media.dispatchEvent(new Event("loadedmetadata"));
    expect(media.currentTime).toBe(9);
  });

  it("seeks nothing when the listener was at the start", () => {
    switchTo("/preview.mp3");
    media.report(2);
    media.dispatchEvent(new Event("loadedmetadata"));
    expect(media.currentTime).toBe(2);
  });
});
