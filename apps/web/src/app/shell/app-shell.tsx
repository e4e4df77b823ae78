import { lazy, Suspense, useRef, useState } from "react";
import { useOnePlayerAtATime } from "@/app/shell/one-player";
import { useNotificationToasts } from "@/features/notifications/use-notification-toasts";
import { DesktopSidebar } from "./desktop-sidebar";
import { FRAME_CLASSES } from "./frame-classes";
import { MobileHeader } from "./mobile-header";
import { OfflineBanner } from "./offline-banner";
import { useSidebar } from "./sidebar-state";
import { Starfield } from "./starfield";
import { PageOutlet } from "../page-outlet";

// The panel's code loads when a phone first opens it (see MobilePanel).
const MobilePanel = lazy(() => import("./mobile-panel").then((module) => ({ default: module.MobilePanel })));

/** The frame every page lives in: sky, sidebar (or mobile header and panel), and the page. */
export function AppShell() {
  const { isMobile, openMobile } = useSidebar();
  const menuButton = useRef<HTMLButtonElement>(null);
  // Once opened, the panel stays mounted, so it can slide out again.
  const [panelWanted, setPanelWanted] = useState(false);
  if (openMobile && !panelWanted) setPanelWanted(true);
  useOnePlayerAtATime();
  useNotificationToasts();
  return (
    <div className={FRAME_CLASSES.frame}>
      <Starfield />
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-signal px-3 py-2 font-semibold text-signal-ink focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <div className={FRAME_CLASSES.columns}>
        {isMobile ? null : <DesktopSidebar />}
        {isMobile && panelWanted ? (
          <Suspense fallback={null}>
            <MobilePanel returnFocusTo={menuButton} />
          </Suspense>
        ) : null}
        <div className={FRAME_CLASSES.content}>
          {isMobile ? <MobileHeader menuButton={menuButton} /> : null}
          <OfflineBanner />
          <main id="main" tabIndex={-1} className={FRAME_CLASSES.main}>
            <PageOutlet />
          </main>
        </div>
      </div>
    </div>
  );
}
