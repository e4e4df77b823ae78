import type { RefObject } from "react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { X } from "lucide-react";
import { MOBILE_PANEL_ID } from "./mobile-panel-id";
import { SidebarBody } from "./sidebar-body";
import { useSidebar } from "./sidebar-state";

/**
 * The mobile slide-in panel (18rem): a modal dialog, so focus stays inside while it is out and
 * Escape or a tap outside closes it. It slides in over 500 ms and out over 300 ms (SPEC.md section 9).
 * Its code (the dialog's focus trap and scroll lock among it) loads when the pilot first opens it, so
 * the header's menu button is a plain button: on close, focus goes back to it by hand.
 */
export function MobilePanel({ returnFocusTo }: { returnFocusTo: RefObject<HTMLButtonElement | null> }) {
  const { openMobile, setOpenMobile } = useSidebar();
  return (
    <DialogPrimitive.Root open={openMobile} onOpenChange={setOpenMobile}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/60 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          id={MOBILE_PANEL_ID}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
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
    </DialogPrimitive.Root>
  );
}
