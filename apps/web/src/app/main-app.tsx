import { BrowserRouter } from "react-router";
import { useLiveEvents } from "@/app/live/use-live-events";
import { AuthGate } from "./auth-gate";
import { mount } from "./mount";
import { Providers } from "./providers";
import { AppShell } from "./shell/app-shell";
import { SidebarProvider } from "./shell/sidebar-state";

/**
 * The signed-in app. There is one catch-all route on purpose: SPEC.md picks the page from the last
 * path segment, case-insensitively, with unknown names falling back to the Dashboard (see PageOutlet).
 */
export function MainApp() {
  return (
    <Providers>
      <BrowserRouter>
        <AuthGate>
          <SidebarProvider>
            <LiveUpdates />
            <AppShell />
          </SidebarProvider>
        </AuthGate>
      </BrowserRouter>
    </Providers>
  );
}

/** Keeps the live event stream open while a pilot is signed in (inside the auth gate). */
function LiveUpdates() {
  useLiveEvents();
  return null;
}

/** Renders the signed-in app into the page (main.tsx). */
export function mountMainApp(): void {
  mount(<MainApp />);
}
