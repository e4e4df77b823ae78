import { Menu, Rocket } from "lucide-react";
import { NotificationBell } from "@/features/notifications/components/notification-bell";
import { MobilePanelTrigger } from "./mobile-panel";
import { StardustLink } from "./stardust-link";

/** SPEC.md section 2: on small screens a header titled with the ship's command name opens the panel. */
export function MobileHeader() {
  return (
    <header className="sticky top-0 z-20 flex h-14 items-center gap-2 border-b border-line bg-hull/90 px-3 backdrop-blur-md">
      <MobilePanelTrigger
        aria-label="Open navigation"
        aria-keyshortcuts="Control+B Meta+B"
        className="flex size-10 items-center justify-center rounded-lg text-ink hover:bg-white/5"
      >
        <Menu className="size-6" aria-hidden />
      </MobilePanelTrigger>
      <Rocket className="size-5 text-signal-strong" aria-hidden />
      <p className="min-w-0 flex-1 truncate font-display text-sm font-bold tracking-[0.08em] text-ink sm:tracking-[0.2em]">SOUNDSHIP COMMAND</p>
      <NotificationBell />
      <StardustLink bare className="shrink-0" />
    </header>
  );
}
