import { Link, useLocation } from "react-router";
import { Tooltip } from "@/components/ui/tooltip";
import { cn } from "@/lib/ui/cn";
import { useCurrentUser } from "@/lib/hooks/current-user";
import { pageForRole, pageFromPath, pagePath, type PageName } from "@/lib/routing/pages";
import { ADMIN_NAV_ITEMS, NAV_ITEMS, PILOT_NAV_ITEMS, type NavItem } from "./nav-items";

interface SidebarNavProps {
  collapsed: boolean;
  /** Called after a link is followed (the mobile panel closes). */
  onNavigate?: () => void;
}

/**
 * The ten entries; the current page is marked with aria-current, which the highlight is drawn from.
 * The pilot's own battles follow in a navigation of their own; admins get the Overseer below them.
 */
export function SidebarNav({ collapsed, onNavigate }: SidebarNavProps) {
  const role = useCurrentUser().data?.role;
  const current = pageForRole(pageFromPath(useLocation().pathname), role);
  return (
    <>
      <nav aria-label="Main" className="px-2">
        <NavList items={NAV_ITEMS} current={current} collapsed={collapsed} onNavigate={onNavigate} />
      </nav>
      <nav aria-label="Your battles" className="mt-1 px-2">
        <NavList items={PILOT_NAV_ITEMS} current={current} collapsed={collapsed} onNavigate={onNavigate} />
      </nav>
      {role === "admin" ? (
        <nav aria-label="Overseer" className="mt-3 border-t border-line px-2 pt-3">
          <NavList items={ADMIN_NAV_ITEMS} current={current} collapsed={collapsed} onNavigate={onNavigate} />
        </nav>
      ) : null}
    </>
  );
}

interface NavListProps extends SidebarNavProps {
  items: readonly NavItem[];
  current: PageName;
}

function NavList({ items, current, collapsed, onNavigate }: NavListProps) {
  return (
    <ul className="flex flex-col gap-1">
      {items.map(({ label, page, icon: Icon }) => (
        <li key={page}>
          <Tooltip content={label} side="right" disabled={!collapsed}>
            <Link
              to={pagePath(page)}
              aria-current={page === current ? "page" : undefined}
              onClick={onNavigate}
              className={cn(
                "flex h-10 items-center gap-3 rounded-lg border border-transparent px-2.5 text-sm font-medium text-ink-muted transition-colors",
                "hover:bg-white/5 hover:text-ink",
                "aria-[current=page]:border-signal/40 aria-[current=page]:bg-signal/15 aria-[current=page]:text-signal-strong",
                "aria-[current=page]:shadow-[inset_3px_0_0] aria-[current=page]:shadow-signal",
                collapsed && "w-8 justify-center px-0",
              )}
            >
              <Icon className="size-5 shrink-0" aria-hidden />
              <span className={cn("truncate", collapsed && "sr-only")}>{label}</span>
            </Link>
          </Tooltip>
        </li>
      ))}
    </ul>
  );
}
