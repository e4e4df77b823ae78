import type { ReactNode } from "react";
import { Rocket } from "lucide-react";
import { cn } from "@/lib/ui/cn";
import { NavScrollArea } from "./nav-scroll-area";
import { SettingsLink } from "./settings-link";
import { ShipSystems } from "./ship-systems";
import { SidebarNav } from "./sidebar-nav";
import { SignOutButton } from "./sign-out-button";
import { StardustLink } from "./stardust-link";
import { UserCard } from "./user-card";

interface SidebarBodyProps {
  collapsed: boolean;
  /** The expand/collapse control (desktop) or nothing (the mobile panel has its own close). */
  toggle?: ReactNode;
  /** The notification bell on the desktop; the mobile header has its own. */
  bell?: ReactNode;
  onNavigate?: () => void;
}

/** The sidebar's content, shared by the desktop column and the mobile slide-in panel. */
export function SidebarBody({ collapsed, toggle, bell, onNavigate }: SidebarBodyProps) {
  return (
    <div className="flex h-full flex-col gap-4 py-3">
      <div className={cn("flex items-center gap-2 px-3", collapsed && "justify-center px-0")}>
        {collapsed ? null : (
          <div className="flex min-w-0 flex-1 items-center gap-2">
            <Rocket className="size-6 shrink-0 text-signal-strong" aria-hidden />
            <div className="min-w-0">
              <p className="font-display text-sm font-bold tracking-[0.2em] text-ink">SOUNDSHIP</p>
              <p className="text-[0.65rem] tracking-[0.25em] text-ink-muted uppercase">Command</p>
            </div>
          </div>
        )}
        {toggle}
      </div>
      <NavScrollArea hint={!collapsed}>
        <SidebarNav collapsed={collapsed} onNavigate={onNavigate} />
      </NavScrollArea>
      {collapsed ? null : <ShipSystems />}
      <div className={cn("flex flex-col gap-2 px-2", collapsed && "items-center")}>
        {bell ? (
          <div className={cn("flex items-center gap-2", collapsed && "flex-col")}>
            {bell}
            <StardustLink compact={collapsed} onNavigate={onNavigate} className={collapsed ? undefined : "min-w-0 flex-1"} />
          </div>
        ) : (
          <StardustLink compact={collapsed} onNavigate={onNavigate} />
        )}
        <SettingsLink collapsed={collapsed} onNavigate={onNavigate} />
        <SignOutButton collapsed={collapsed} />
        <UserCard collapsed={collapsed} />
      </div>
    </div>
  );
}
