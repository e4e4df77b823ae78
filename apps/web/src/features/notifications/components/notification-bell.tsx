import { Link } from "react-router";
import { Bell } from "lucide-react";
import { Tooltip } from "@/components/ui/tooltip";
import { cn } from "@/lib/ui/cn";
import { pagePath } from "@/lib/routing/pages";
import { useUnreadCount } from "../api/notifications";

/** Counts above this show as "99+", so the badge keeps its size. */
const BADGE_MAX = 99;

/**
 * The bell in the header: the pilot's unread count, kept current by the live stream (a new
 * notification or a read elsewhere marks it stale; nothing polls), linking to the inbox.
 */
export function NotificationBell({ compact, className, onNavigate }: { compact?: boolean; className?: string; onNavigate?: () => void }) {
  const { data: unread = 0 } = useUnreadCount();
  const name = unread ? `Notifications, ${unread} unread` : "Notifications";
  return (
    <Tooltip content={name} side="right" disabled={!compact}>
      <Link
        to={pagePath("Notifications")}
        aria-label={name}
        onClick={onNavigate}
        className={cn("relative flex size-10 shrink-0 items-center justify-center rounded-lg text-ink hover:bg-white/5", compact && "size-8", className)}
      >
        <Bell className="size-5" aria-hidden />
        {unread ? (
          <span
            aria-hidden
            data-testid="unread-badge"
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-alert-deep px-1 text-[0.7rem] font-bold text-white tabular-nums"
          >
            {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
          </span>
        ) : null}
      </Link>
    </Tooltip>
  );
}
