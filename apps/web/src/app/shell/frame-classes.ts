/**
 * The classes of the shell's frame, shared with the boot frame that the entry paints before React
 * has loaded (app/boot-frame.ts): both must lay out exactly alike, so nothing moves when the app
 * takes over.
 */
export const FRAME_CLASSES = {
  frame: "relative isolate min-h-svh",
  columns: "flex min-h-svh",
  content: "flex min-w-0 flex-1 flex-col",
  main: "mx-auto w-full max-w-7xl flex-1 p-4 outline-none md:p-8",
  sidebar: "sticky top-0 z-20 h-svh shrink-0 border-r border-line bg-hull/90 backdrop-blur-md transition-[width] duration-200 ease-out motion-reduce:transition-none",
  sidebarWidth: (collapsed: boolean) => (collapsed ? "w-sidebar-icon" : "w-sidebar"),
  mobileHeader: "sticky top-0 z-20 flex h-14 items-center gap-2 border-b border-line bg-hull/90 px-3 backdrop-blur-md",
  mobileMenu: "flex size-10 items-center justify-center rounded-lg text-ink hover:bg-white/5",
  mobileRocket: "size-5 text-signal-strong",
  mobileTitle: "min-w-0 flex-1 truncate font-display text-sm font-bold tracking-[0.08em] text-ink sm:tracking-[0.2em]",
} as const;

/** SPEC.md section 2: the mobile header is titled with the ship's command name. */
export const COMMAND_NAME = "SOUNDSHIP COMMAND";
