/**
 * The classes of the page header and the loading state, shared with the boot frame that the entry
 * paints before React has loaded (app/boot-frame.ts): both must lay out exactly alike, so the title
 * holds still when the app takes over.
 */
export const PAGE_HEADER_CLASSES = {
  header: "mb-6 flex flex-wrap items-end justify-between gap-4",
  titleRow: "flex min-w-0 items-center gap-3",
  iconBox: "rounded-xl border border-signal/40 bg-signal/10 p-2.5 text-signal-strong",
  icon: "size-6",
  title: "font-display text-2xl font-bold tracking-wide text-ink [text-shadow:0_0_18px_rgb(34_211_238/0.45)] sm:text-3xl",
} as const;

export const LOADING_STATE_CLASSES = {
  box: "flex flex-col items-center justify-center gap-4 py-20 text-center",
  spinner: "size-12 animate-spin-slow rounded-full border-4 border-signal/25 border-t-signal",
  text: "font-display text-sm font-semibold tracking-widest text-signal-strong uppercase",
} as const;
