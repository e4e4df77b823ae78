/** The DOM id of a track's card in the library. */
export const trackElementId = (trackId: string) => `transmission-${trackId}`;

/** The library's heading, where focus goes when the last track is deleted. */
export const LIBRARY_HEADING_ID = "my-transmissions";

/** How many frames to wait for the card to be rendered (the cache tells React on its next tick). */
const MAX_FRAMES = 30;

/**
 * Moves focus to an element once it is on screen: after an upload to the new track, after a delete to
 * the next one. Without this, focus falls to the page's body when the button that had it goes away.
 */
export function focusWhenShown(elementId: string, frames = MAX_FRAMES): void {
  requestAnimationFrame(() => {
    const element = document.getElementById(elementId);
    if (element) element.focus();
    else if (frames > 0) focusWhenShown(elementId, frames - 1);
  });
}
