import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { readSidebarOpen, writeSidebarOpen } from "./sidebar-cookie";
import { useIsMobile } from "./use-is-mobile";

interface SidebarState {
  /** Desktop: expanded (true) or collapsed to icons (false). */
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Mobile: whether the slide-in panel is out; kept apart so a phone never collapses the desktop layout. */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  /** Toggles whichever of the two the current layout uses. */
  toggle: () => void;
}

const SidebarContext = createContext<SidebarState | null>(null);

/** A text field, a select or an editable region has the keys to itself. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

export function SidebarProvider({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  const [open, setOpenState] = useState(readSidebarOpen);
  const [openMobile, setOpenMobile] = useState(false);

  // SPEC.md section 9: the cookie is written on every change, not only when the page unloads.
  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    writeSidebarOpen(next);
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) setOpenMobile((current) => !current);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // SPEC.md section 2: meta/control + b toggles the sidebar, except while typing, where it is the field's (bold, say).
      if (isTyping(event.target)) return;
      if (event.key.toLowerCase() === "b" && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggle]);

  const value = useMemo(
    () => ({ open, setOpen, openMobile, setOpenMobile, isMobile, toggle }),
    [open, setOpen, openMobile, isMobile, toggle],
  );
  return <SidebarContext value={value}>{children}</SidebarContext>;
}

export function useSidebar(): SidebarState {
  const state = use(SidebarContext);
  if (!state) throw new Error("useSidebar must be used inside SidebarProvider");
  return state;
}
