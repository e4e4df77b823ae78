import type { ReactNode } from "react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { X } from "lucide-react";
import { SidebarBody } from "./sidebar-body";
import { useSidebar } from "./sidebar-state";

/**
 * Holds the mobile panel's open flag. It wraps the whole frame (it renders no element), so the header's
 * menu button can be the dialog's trigger: Radix then wires aria-expanded and returns focus to it on close.
 */
export function MobilePanelRoot({ children }: { children: ReactNode }) {
  const { isMobile, openMobile, setOpenMobile } = useSidebar();
  return (
    <DialogPrimitive.Root open={isMobile && openMobile} onOpenChange={setOpenMobile}>
      {children}
    </DialogPrimitive.Root>
  );
}

/** The header's menu button; opens the panel. */
export const MobilePanelTrigger = DialogPrimitive.Trigger;

/**
 * The mobile slide-in panel (18rem): a modal dialog, so focus stays inside while it is out and
 * Escape or a tap outside closes it. It slides in over 500 ms and out over 300 ms (SPEC.md section 9).
 */
export function MobilePanel() {
  const { setOpenMobile } = useSidebar();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/60 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content
        aria-describedby={undefined}
        className="fixed inset-y-0 left-0 z-50 w-sidebar-mobile max-w-[85vw] border-r border-line bg-hull shadow-2xl shadow-signal/10 data-[state=closed]:animate-panel-out data-[state=open]:animate-panel-in"
      >
        <DialogPrimitive.Title className="sr-only">Navigation</DialogPrimitive.Title>
        <SidebarBody
          collapsed={false}
          onNavigate={() => setOpenMobile(false)}
          toggle={
            <DialogPrimitive.Close
              aria-label="Close navigation"
              className="flex size-8 shrink-0 items-center justify-center rounded-md text-ink-muted hover:bg-white/5 hover:text-ink"
            >
              <X className="size-5" aria-hidden />
            </DialogPrimitive.Close>
          }
        />
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
