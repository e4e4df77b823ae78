import { useOnePlayerAtATime } from "@/app/shell/one-player";
import { useNotificationToasts } from "@/features/notifications/use-notification-toasts";
import { DesktopSidebar } from "./desktop-sidebar";
import { MobileHeader } from "./mobile-header";
import { MobilePanel, MobilePanelRoot } from "./mobile-panel";
import { OfflineBanner } from "./offline-banner";
import { useSidebar } from "./sidebar-state";
import { Starfield } from "./starfield";
import { PageOutlet } from "../page-outlet";

/** The frame every page lives in: sky, sidebar (or mobile header and panel), and the page. */
export function AppShell() {
  const { isMobile } = useSidebar();
  useOnePlayerAtATime();
  useNotificationToasts();
  return (
    <div className="relative isolate min-h-svh">
      <Starfield />
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-signal px-3 py-2 font-semibold text-signal-ink focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <MobilePanelRoot>
        <div className="flex min-h-svh">
          {isMobile ? <MobilePanel /> : <DesktopSidebar />}
          <div className="flex min-w-0 flex-1 flex-col">
            {isMobile ? <MobileHeader /> : null}
            <OfflineBanner />
            <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 p-4 outline-none md:p-8">
              <PageOutlet />
            </main>
          </div>
        </div>
      </MobilePanelRoot>
    </div>
  );
}
