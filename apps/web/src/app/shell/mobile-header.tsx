import type { RefObject } from "react";
import { Menu, Rocket } from "lucide-react";
import { NotificationBell } from "@/features/notifications/components/notification-bell";
import { COMMAND_NAME, FRAME_CLASSES } from "./frame-classes";
import { MOBILE_PANEL_ID } from "./mobile-panel-id";
import { StardustLink } from "./stardust-link";
import { useSidebar } from "./sidebar-state";

/** SPEC.md section 2: on small screens a header titled with the ship's command name opens the panel. */
export function MobileHeader({ menuButton }: { menuButton: RefObject<HTMLButtonElement | null> }) {
  const { openMobile, setOpenMobile } = useSidebar();
  return (
    <header className={FRAME_CLASSES.mobileHeader}>
      <button
        ref={menuButton}
        type="button"
        aria-label="Open navigation"
        aria-haspopup="dialog"
        aria-expanded={openMobile}
        aria-controls={openMobile ? MOBILE_PANEL_ID : undefined}
        aria-keyshortcuts="Control+B Meta+B"
        onClick={() => setOpenMobile(true)}
        className={FRAME_CLASSES.mobileMenu}
      >
        <Menu className="size-6" aria-hidden />
      </button>
      <Rocket className={FRAME_CLASSES.mobileRocket} aria-hidden />
      <p className={FRAME_CLASSES.mobileTitle}>{COMMAND_NAME}</p>
      <NotificationBell />
      <StardustLink bare className="shrink-0" />
    </header>
  );
}
