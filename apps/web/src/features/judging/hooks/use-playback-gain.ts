import { useEffect, type RefObject } from "react";

interface GainGraph {
  gain: GainNode;
}

let context: AudioContext | null = null;
const graphs = new WeakMap<HTMLMediaElement, GainGraph>();

/**
 * Routes an audio element through a gain stage (Web Audio), once: an element can feed only one
 * source node. Made on the first play, a user gesture, when the browser lets audio start.
 */
function graphOf(media: HTMLMediaElement): GainGraph {
  let graph = graphs.get(media);
  if (!graph) {
    context ??= new AudioContext();
    const gain = context.createGain();
    context.createMediaElementSource(media).connect(gain).connect(context.destination);
    graph = { gain };
    graphs.set(media, graph);
  }
  if (context?.state === "suspended") void context.resume();
  return graph;
}

/** Decibels as a linear factor. */
const linear = (db: number) => 10 ** (db / 20);

/**
 * Plays `media` with `gainDb` applied while `enabled` (loudness matching), at unity otherwise. A
 * positive gain needs Web Audio (an element's volume only attenuates); the server limited it so
 * the track's true peak stays at or below -1 dBTP.
 */
export function usePlaybackGain(media: RefObject<HTMLMediaElement | null>, gainDb: number | null, enabled: boolean) {
  useEffect(() => {
    const element = media.current;
    if (!element) return;
    const factor = enabled && gainDb !== null ? linear(gainDb) : 1;
    const apply = () => {
      // Unity needs no graph: a track never played stays a plain element.
      if (factor === 1 && !graphs.has(element)) return;
      graphOf(element).gain.gain.value = factor;
    };
    apply();
    element.addEventListener("play", apply);
    return () => element.removeEventListener("play", apply);
  }, [media, gainDb, enabled]);
}
