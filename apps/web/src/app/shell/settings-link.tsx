import { Link, useLocation } from "react-router";
import { Settings } from "lucide-react";
import { Tooltip } from "@/components/ui/tooltip";
import { cn } from "@/lib/ui/cn";
import { pageFromPath, pagePath } from "@/lib/routing/pages";

/**
 * The pilot's own settings (profile, address, password, notifications). SPEC.md's ten sidebar entries
 * do not include them, so they sit with the pilot's own controls, beside Sign out.
 */
export function SettingsLink({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const current = pageFromPath(useLocation().pathname) === "Settings";
  return (
    <Tooltip content="Settings" side="right" disabled={!collapsed}>
      <Link
        to={pagePath("Settings")}
        onClick={onNavigate}
        aria-current={current ? "page" : undefined}
        className={cn(
          "flex h-10 w-full items-center gap-3 rounded-lg px-2.5 text-sm font-medium text-ink-muted transition-colors hover:bg-white/5 hover:text-ink aria-[current=page]:text-signal-strong",
          collapsed && "w-8 justify-center px-0",
        )}
      >
        <Settings className="size-5 shrink-0" aria-hidden />
        <span className={cn(collapsed && "sr-only")}>Settings</span>
      </Link>
    </Tooltip>
  );
}
