import { PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { Tooltip, TooltipProvider } from "@/components/ui/tooltip";
import { cn } from "@/lib/ui/cn";
import { NotificationBell } from "@/features/notifications/components/notification-bell";
import { FRAME_CLASSES } from "./frame-classes";
import { SidebarBody } from "./sidebar-body";
import { useSidebar } from "./sidebar-state";

/** SPEC.md section 9: tooltips in the sidebar open at once. */
const SIDEBAR_TOOLTIP_DELAY_MS = 0;

/** The desktop column: 16rem expanded, 3rem of icons when collapsed. */
export function DesktopSidebar() {
  const { open, toggle } = useSidebar();
  const collapsed = !open;
  const toggleLabel = collapsed ? "Expand sidebar" : "Collapse sidebar";
  const Icon = collapsed ? PanelLeftOpen : PanelLeftClose;
  return (
    <TooltipProvider delayDuration={SIDEBAR_TOOLTIP_DELAY_MS}>
      <aside
        id="sidebar"
        aria-label="Ship console"
        data-state={collapsed ? "collapsed" : "expanded"}
        className={cn(FRAME_CLASSES.sidebar, FRAME_CLASSES.sidebarWidth(collapsed))}
      >
        <SidebarBody
          collapsed={collapsed}
          bell={<NotificationBell compact={collapsed} />}
          toggle={
            <Tooltip content={`${toggleLabel} (Ctrl+B)`} side="right">
              <button
                type="button"
                onClick={toggle}
                aria-label={toggleLabel}
                aria-expanded={open}
                aria-controls="sidebar"
                aria-keyshortcuts="Control+B Meta+B"
                className="flex size-8 shrink-0 items-center justify-center rounded-md text-ink-muted hover:bg-white/5 hover:text-ink"
              >
                <Icon className="size-5" aria-hidden />
              </button>
            </Tooltip>
          }
        />
      </aside>
    </TooltipProvider>
  );
}
